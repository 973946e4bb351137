/**
 * Multinomial logistic regression (softmax) over sparse features, trained by AdaGrad SGD with L2 regularisation:
 * the network of Aisle's intent classifier. Its outputs are probabilities (they sum to 1 over the labels), which is
 * what lets the classifier calibrate an in-scope / off-topic decision with a threshold.
 *
 * Why not @nlpjs/neural (the previous network): its units are rectified linear regressions trained one-vs-rest,
 * so an utterance unlike every shop intent scores exactly 0 for all of them (no usable confidence), and with
 * CLINC150's 13,000 off-topic rows it trained ~10x slower; measured on the same features and data it was worse on
 * Bitext, CLINC off-topic and shopper needs alike (src/agent/nlu/README.md).
 *
 * Deterministic: rows are visited in an order drawn from a seeded linear congruential generator (Numerical
 * Recipes' constants 1664525 / 1013904223), so the same data and settings give the same weights.
 */

/** Training settings. `learningRate` is AdaGrad's base step; `l2` the weight decay applied on each update. */
export type SoftmaxSettings = { epochs: number; learningRate: number; l2: number; seed: number };

/** One training row: sparse features (name -> value) and its label. */
export type SoftmaxRow = { input: Record<string, number>; label: string };

/**
 * Serialised model: `weights` is base64 of a little-endian Float32Array of features.length x labels.length
 * (row-major: all labels' weights of feature 0, then feature 1, ...); `bias` one number per label.
 */
export type SoftmaxJson = { labels: string[]; features: string[]; weights: string; bias: number[] };

/** A trained softmax model. */
export class SoftmaxModel {
  readonly labels: readonly string[];
  private readonly index: Map<string, number>;
  private readonly weights: Float32Array;
  private readonly bias: Float32Array;

  private constructor(labels: string[], features: string[], weights: Float32Array, bias: Float32Array) {
    this.labels = labels;
    this.index = new Map(features.map((f, i) => [f, i]));
    this.weights = weights;
    this.bias = bias;
  }

  /**
   * Train on `rows`. Cost: epochs x rows x (features per row) x labels multiply-adds.
   * @throws Error when `rows` is empty.
   */
  static train(rows: SoftmaxRow[], settings: SoftmaxSettings): SoftmaxModel {
    if (!rows.length) throw new Error('softmax: no training rows');
    const features: string[] = [];
    const featureIndex = new Map<string, number>();
    const labels: string[] = [];
    const labelIndex = new Map<string, number>();
    const data = rows.map((r) => {
      const keys: number[] = [];
      const values: number[] = [];
      for (const [name, value] of Object.entries(r.input)) {
        let i = featureIndex.get(name);
        if (i === undefined) { i = features.length; features.push(name); featureIndex.set(name, i); }
        keys.push(i);
        values.push(value);
      }
      let y = labelIndex.get(r.label);
      if (y === undefined) { y = labels.length; labels.push(r.label); labelIndex.set(r.label, y); }
      return { keys, values, y };
    });
    const K = labels.length;
    const { learningRate: lr, l2 } = settings;
    const W = new Float32Array(features.length * K), G = new Float32Array(features.length * K);
    const b = new Float32Array(K), Gb = new Float32Array(K);
    const p = new Float64Array(K);
    const order = data.map((_, i) => i);
    let seed = settings.seed >>> 0;
    const random = () => { seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0; return seed / 4294967296; };
    for (let epoch = 0; epoch < settings.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const t = order[i]; order[i] = order[j]; order[j] = t;
      }
      for (const at of order) {
        const { keys, values, y } = data[at];
        softmaxInto(p, b, W, K, keys, values);
        for (let c = 0; c < K; c++) {
          const g = p[c] - (c === y ? 1 : 0);
          if (g > -1e-6 && g < 1e-6) continue;
          Gb[c] += g * g;
          b[c] -= (lr * g) / Math.sqrt(Gb[c] + 1e-8);
          for (let t = 0; t < keys.length; t++) {
            const w = keys[t] * K + c;
            const gw = g * values[t] + l2 * W[w];
            G[w] += gw * gw;
            W[w] -= (lr * gw) / Math.sqrt(G[w] + 1e-8);
          }
        }
      }
    }
    return new SoftmaxModel(labels, features, W, b);
  }

  /** Rebuild a model from {@link SoftmaxModel.toJSON}. @throws Error when the shapes do not match. */
  static fromJSON(json: SoftmaxJson): SoftmaxModel {
    const bytes = Buffer.from(json.weights, 'base64');
    const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (weights.length !== json.features.length * json.labels.length || json.bias.length !== json.labels.length) throw new Error('softmax: model shape mismatch');
    return new SoftmaxModel([...json.labels], json.features, weights, Float32Array.from(json.bias));
  }

  /** Serialise (weights as base64 Float32, exact). */
  toJSON(): SoftmaxJson {
    const features = new Array<string>(this.index.size);
    for (const [f, i] of this.index) features[i] = f;
    return { labels: [...this.labels], features, weights: Buffer.from(this.weights.buffer, this.weights.byteOffset, this.weights.byteLength).toString('base64'), bias: [...this.bias] };
  }

  /** Probability of each label (same order as `labels`, sums to 1). Features unseen in training are ignored. */
  probabilities(input: Record<string, number>): Float64Array {
    const keys: number[] = [];
    const values: number[] = [];
    for (const name in input) {
      const i = this.index.get(name);
      if (i !== undefined) { keys.push(i); values.push(input[name]); }
    }
    const p = new Float64Array(this.labels.length);
    softmaxInto(p, this.bias, this.weights, this.labels.length, keys, values);
    return p;
  }
}

/** p <- softmax(b + x W) for a sparse x given as parallel `keys` / `values`. */
function softmaxInto(p: Float64Array, b: Float32Array, W: Float32Array, K: number, keys: number[], values: number[]): void {
  for (let c = 0; c < K; c++) p[c] = b[c];
  for (let t = 0; t < keys.length; t++) {
    const base = keys[t] * K, v = values[t];
    for (let c = 0; c < K; c++) p[c] += W[base + c] * v;
  }
  let max = -Infinity;
  for (let c = 0; c < K; c++) if (p[c] > max) max = p[c];
  let sum = 0;
  for (let c = 0; c < K; c++) { p[c] = Math.exp(p[c] - max); sum += p[c]; }
  for (let c = 0; c < K; c++) p[c] /= sum;
}
