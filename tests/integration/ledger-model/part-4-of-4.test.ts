import { modelSequences } from "./model";

modelSequences(3, 4);
