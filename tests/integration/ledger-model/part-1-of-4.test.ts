import { modelSequences } from "./model";

modelSequences(0, 4);
