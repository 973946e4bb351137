/** Minimal types for @nlpjs/neural (the package ships none). */
declare module '@nlpjs/neural' {
  export type NeuralSettings = { iterations?: number; errorThresh?: number; deltaErrorThresh?: number; learningRate?: number; momentum?: number; alpha?: number; log?: boolean };
  export type NeuralJson = { settings: NeuralSettings; features?: string[]; intents?: string[]; perceptrons?: number[][] };
  export class NeuralNetwork {
    constructor(settings?: NeuralSettings);
    train(corpus: { input: Record<string, number>; output: Record<string, number> }[]): { error: number; deltaError: number; iterations: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): NeuralJson;
    fromJSON(json: NeuralJson): void;
  }
}
