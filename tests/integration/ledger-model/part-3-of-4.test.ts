import { modelSequences } from "./model";

modelSequences(2, 4);
