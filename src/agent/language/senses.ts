/**
 * Words of two shopping senses that the sentence around them tells apart (German "Drachen": a kite when it flies, in
 * the wind or at the beach, a dragon otherwise; Spanish "gato": a cat, or a car jack beside a tyre). The lexicon holds
 * the everyday sense; a word of the other sense's context in the same sentence (a folded word starting with one of its
 * cues) sets the token's sense, which a phrase of the lexicon that takes the word still wins over ("cometa" alone stays
 * a kite).
 *
 * Source: written for Aisle from general knowledge of the five languages — homonyms a bilingual dictionary lists with
 * two senses that a general store sells or a shopper tells of (a toy and an animal, a tool and a body part, a drum kit
 * and a battery), with the words that usually go with the second sense. None was taken from an evaluation file.
 */
import { foldText } from '../../shared/lexicon/fold.ts';
import type { LexiconLanguage } from '../../shared/lexicon/index.ts';

/** One ambiguous noun: its folded forms with their English in the other sense, and the cues of that sense (folded prefixes). */
type Sense = { forms: Record<string, string>; cues: string[]; before?: RegExp };

const SENSES: Record<LexiconLanguage, Sense[]> = {
  de: [
    // Drachen: a dragon (the lexicon), a kite when it flies.
    { forms: { drachen: 'kite', drache: 'kite' }, cues: ['steig', 'flieg', 'flog', 'wind', 'strand', 'schnur', 'himmel', 'kuste', 'herbst', 'lenk', 'deich', 'wiese'] },
    { forms: { birne: 'light bulb', birnen: 'light bulbs' }, cues: ['lamp', 'leucht', 'licht', 'fassung', 'watt', 'led', 'gluh', 'durchgebrannt', 'dunkel', 'wechsel', 'schraub', 'e27', 'e14'] },
    { forms: { schloss: 'castle', schlosser: 'castles' }, cues: ['burg', 'ritter', 'prinzess', 'konig', 'marchen', 'lego', 'playmobil', 'sandburg', 'spielzeug'] },
    { forms: { decke: 'ceiling' }, cues: ['lampe', 'leuchte', 'ventilator', 'haken', 'streich', 'bohr', 'dubel', 'montier'], before: /^(?:an|von) (?:der|die)$/ },
    { forms: { karte: 'map', karten: 'maps' }, cues: ['zeichn', 'gezeichnet', 'wander', 'stadtplan', 'kompass', 'route', 'navig', 'insel', 'konigreich', 'landschaft', 'schatz'] },
    { forms: { kette: 'chain', ketten: 'chains' }, cues: ['fahrrad', 'rad', 'sage', 'ol', 'schmier', 'gerost', 'rost', 'schnee', 'reifen', 'motorrad', 'gang', 'spann'] },
    { forms: { schlager: 'bat' }, cues: ['baseball', 'softball', 'cricket'] },
  ],
  es: [
    { forms: { gato: 'car jack', gatos: 'car jacks' }, cues: ['coche', 'carro', 'auto', 'rueda', 'llanta', 'neumatic', 'pinch', 'ponch', 'hidraulic', 'camion', 'tonelada', 'cambiar la rueda', 'refaccion'] },
    { forms: { muneca: 'wrist', munecas: 'wrists' }, cues: ['duel', 'dolor', 'torc', 'esguince', 'lesion', 'tendin', 'tunel', 'carpian', 'fractur', 'rompi', 'escayol', 'yeso', 'vend', 'reloj', 'pulsera', 'pulso', 'pulsaciones', 'cardio', 'cardiolog', 'presion', 'ritmo cardi', 'pasos', 'smartwatch', 'monitor'] },
    { forms: { bateria: 'drums', baterias: 'drums' }, cues: ['toc', 'baqueta', 'clase', 'musica', 'grupo', 'banda', 'bateris', 'platillo', 'ensay', 'ritmo', 'tambor', 'rock'] },
    { forms: { llave: 'wrench', llaves: 'wrenches' }, cues: ['tuerca', 'tornillo', 'grifo', 'fontaner', 'plomer', 'apret', 'afloj', 'perno', 'herramienta', 'mecanic'] },
    { forms: { cometa: 'comet' }, cues: ['halley', 'astronom', 'telescop', 'estrella', 'espacio', 'planeta', 'nasa'] },
    // Piso: an apartment (the lexicon, Spain), a floor underfoot (Latin America; everywhere with tile, cold feet, kneeling).
    // Huellas: tracks (the lexicon), fingerprints on a screen, glasses or glass; manchado: stained, or smudged there.
    { forms: { huellas: 'fingerprints', huella: 'fingerprint', manchados: 'smudged', manchadas: 'smudged', manchado: 'smudged', manchada: 'smudged' }, cues: ['pantalla', 'lente', 'gafa', 'anteojo', 'cristal', 'vidrio', 'espejo', 'ventana', 'celular', 'movil', 'telefono', 'monitor', 'tablet', 'laptop', 'portatil'] },
    // Perder: to lose (the lexicon), or to leak, of a tap, a pipe or a tank.
    { forms: { pierde: 'leaks', pierden: 'leak', perdia: 'leaked' }, cues: ['grifo', 'llave del agua', 'tubo', 'tuberia', 'caneria', 'lavabo', 'lavamanos', 'fregadero', 'lavadora', 'lavavajillas', 'inodoro', 'cisterna', 'manguera', 'agua', 'gota', 'boiler', 'calentador', 'radiador', 'termo', 'botella', 'aceite'] },
    { forms: { piso: 'floor', pisos: 'floors' }, cues: ['loseta', 'azulej', 'baldos', 'ceramic', 'madera', 'laminad', 'frio', 'helad', 'pies', 'descalz', 'resbal', 'trape', 'barr', 'alfombr', 'hincad', 'rodilla', 'ponie', 'instal', 'pulir', 'mancha'] },
  ],
  fr: [
    { forms: { batterie: 'drums', batteries: 'drums' }, cues: ['jou', 'baguette', 'cours', 'musique', 'groupe', 'batteur', 'cymbale', 'repet', 'rythme', 'rock', 'tambour'] },
    { forms: { ampoule: 'blister', ampoules: 'blisters' }, cues: ['pied', 'talon', 'orteil', 'marche', 'randonn', 'chaussure', 'frott', 'courir', 'course', 'doigt', 'main'] },
    { forms: { canne: 'fishing rod', cannes: 'fishing rods' }, cues: ['pech', 'poisson', 'moulinet', 'leurre', 'hamecon', 'truite', 'carpe', 'brochet', 'appat'] },
    { forms: { cric: 'car jack' }, cues: [] },
    // Montre: a watch (the lexicon), or "shows" after what a picture, a screen or a label is.
    { forms: { montre: 'shows', montrent: 'show' }, cues: ['photo', 'image', 'video', 'ecran', 'affich', 'etiquette', 'schema', 'dessin', 'capture', 'annonce', 'fiche'] },
  ],
  pt: [
    { forms: { bateria: 'drums', baterias: 'drums' }, cues: ['toc', 'baqueta', 'aula', 'banda', 'musica', 'bateris', 'prato', 'ensai', 'ritmo', 'rock', 'tambor'] },
    // Descarregar: to unload (the lexicon), or of a phone or a battery to die; cair of the internet, a signal or the power
    // is to go out; ligar of an appliance is to turn it on (not to call).
    { forms: { descarrega: 'dies', descarregam: 'die', descarregou: 'died' }, cues: ['celular', 'telefone', 'bateria', 'notebook', 'fone', 'tablet', 'relogio', 'smartwatch'] },
    { forms: { cai: 'goes out', caiu: 'went out', caem: 'go out' }, cues: ['internet', 'wifi', 'wi-fi', 'sinal', 'conexao', 'energia', 'rede'] },
    { forms: { liga: 'turns on', ligo: 'turn on', ligamos: 'turn on' }, cues: ['micro', 'forno', 'ar-condicionado', 'ar condicionado', 'aparelho', 'televis', 'ventilador', 'chuveiro', 'maquina', 'secador', 'computador', 'aquecedor', 'disjuntor', 'lampada', 'geladeira', 'liquidificador'] },
    { forms: { macaco: 'car jack', macacos: 'car jacks' }, cues: ['carro', 'pneu', 'furad', 'roda', 'trocar', 'estepe', 'hidraulic', 'tonelada', 'caminhonete', 'oficina'] },
    { forms: { chave: 'wrench', chaves: 'wrenches' }, cues: ['porca', 'parafuso', 'torneira', 'encanador', 'apert', 'afroux', 'ferramenta', 'mecanic'] },
  ],
  it: [
    { forms: { batteria: 'drums', batterie: 'drums' }, cues: ['suon', 'bacchett', 'lezion', 'musica', 'gruppo', 'band', 'batterist', 'piatti', 'ritmo', 'rock', 'tamburo'] },
    { forms: { chiave: 'wrench', chiavi: 'wrenches' }, cues: ['dado', 'dadi', 'bullon', 'rubinett', 'idraulic', 'string', 'svit', 'attrezz', 'meccanic'] },
    { forms: { vescica: 'blister', vesciche: 'blisters' }, cues: [] },
    // Perdere: to lose (the lexicon), or to leak, of a tap, a pipe or a bottle; impronte: prints, or fingerprints on a screen.
    { forms: { perde: 'leaks', perdono: 'leak', perdeva: 'leaked', perdevano: 'leaked' }, cues: ['rubinett', 'tubo', 'tubi', 'lavandin', 'lavell', 'lavatric', 'lavastovigl', 'scaric', 'doccia', 'caldaia', 'termosifon', 'bottigli', 'borracc', 'sifone', 'water', 'goccia', 'gocce', 'tetto', 'soffitto', 'olio', 'acqua'] },
    { forms: { impronte: 'fingerprints', impronta: 'fingerprint' }, cues: ['schermo', 'occhial', 'lent', 'vetr', 'specchi', 'telefon', 'cellular', 'monitor', 'tablet', 'portatil', 'display', 'ditate'] },
    // Leggere: to read (the lexicon), or light (leggero, feminine plural) beside what is heavy, warm or thin.
    { forms: { leggere: 'light' }, cues: ['pesant', 'felpat', 'sottil', 'spess', 'traspir', 'calde', 'caldo', 'estiv', 'fresc', 'imbottit', 'peso', 'grammi'] },
  ],
};

/** A token as gloss.ts reads it: the word as typed, whether it is a word, and the sense its context sets. */
type SenseToken = { text: string; word: boolean; gloss?: string; sense?: string };

/**
 * Sets the sense of each ambiguous noun whose other sense's context is in its sentence (see the file comment), or in
 * another sentence of the message when its own is short and says nothing of it ("El cardiólogo … vigile el pulso. Algo
 * sencillo para la muñeca.": the wrist). Sentences end at . ! ? and new lines.
 */
export function markSenses(lang: LexiconLanguage, tokens: SenseToken[]): void {
  const senses = SENSES[lang];
  const all = tokens.map((t) => (t.word ? foldText(t.text.toLowerCase()) : ''));
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && !(!tokens[i]!.word && /[.!?\n]/.test(tokens[i]!.text))) continue;
    const words = tokens.slice(start, i).map((t) => (t.word ? foldText(t.text.toLowerCase()) : ''));
    for (let k = 0; k < words.length; k++) {
      const t = tokens[start + k]!;
      if (!t.word || t.gloss !== undefined || t.sense !== undefined) continue;
      for (const sense of senses) {
        const other = sense.forms[words[k]!];
        if (other === undefined) continue;
        const before = `${words[k - 2] ?? ''} ${words[k - 1] ?? ''}`.trim();
        const cue = (w: string) => !!w && sense.cues.some((c) => w.startsWith(c));
        const short = words.filter(Boolean).length <= 6;
        const cued = words.some((w, m) => m !== k && cue(w)) || (sense.before?.test(before) ?? false) || (short && all.some((w, m) => (m < start || m >= i) && cue(w)));
        if (cued) t.sense = other;
        break;
      }
    }
    start = i + 1;
  }
}
