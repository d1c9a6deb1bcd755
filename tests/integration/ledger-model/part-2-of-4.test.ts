import { modelSequences } from "./model";

modelSequences(1, 4);
