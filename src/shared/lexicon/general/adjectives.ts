/** General vocabulary (see ../general.ts): adjectives (masculine singular; feminine and plural forms by rule). */
export const ADJECTIVES = `
# adjectives: size, shape and amount
big | grande / grandote | grand / gros / grosse | groß | grande | grande
small | pequeño / chico / chiquito | petit | klein | pequeno / pequenininho | piccolo
huge | enorme / gigante | énorme | riesig | enorme / gigante | enorme
tiny | diminuto / chiquitito | minuscule | winzig | minúsculo | minuscolo
long | largo | long / longue | lang | comprido / longo | lungo
short | corto / bajo / chaparro | court / petit | kurz / klein | curto / baixo | corto / basso
tall | alto | grand | groß / hoch | alto | alto
high | alto | haut | hoch | alto | alto
low | bajo | bas / basse | niedrig / tief | baixo | basso
wide | ancho | large | breit / weit | largo | largo
narrow | estrecho / angosto | étroit | eng / schmal | estreito | stretto
thick | grueso | épais / épaisse | dick | grosso | spesso
thin | delgado / fino / flaco | mince / fin / fine | dünn | fino / magro | sottile / magro
fat | gordo | gros / grosse | dick | gordo | grasso
deep | profundo | profond | tief | fundo / profundo | profondo
round | redondo | rond | rund | redondo | rotondo
square | cuadrado | carré | quadratisch / eckig | quadrado | quadrato
full | lleno | plein | voll | cheio | pieno
empty | vacío | vide | leer | vazio | vuoto
whole | entero / completo | entier / entière | ganz | inteiro | intero
heavy | pesado | lourd | schwer | pesado | pesante
light | ligero / liviano | léger / légère | leicht | leve | leggero
# adjectives: qualities
good | bueno / buen | bon / bonne | gut | bom / boa | buono / buon
bad | malo / mal | mauvais / nul | schlecht | mau / má / ruim | cattivo / brutto
better | mejor | meilleur | besser | melhor | migliore
worse | peor | pire | schlechter | pior | peggiore
best | mejor | meilleur | beste | melhor | migliore
nice | bonito / lindo / chulo / bacán / chévere | joli / beau / belle / bel / mignon | schön / hübsch / nett | bonito / lindo / legal | carino / bello / bel
beautiful | hermoso / precioso / bello | beau / belle / magnifique | wunderschön / schön | lindo / belo / maravilhoso | bellissimo / stupendo
ugly | feo | moche / laid | hässlich | feio | brutto
new | nuevo | nouveau / nouvelle / nouvel / neuf / neuve | neu | novo | nuovo
old | viejo / antiguo | vieux / vieille / vieil / ancien / ancienne | alt | velho / antigo | vecchio / antico
young | joven | jeune | jung | jovem | giovane
modern | moderno | moderne | modern | moderno | moderno
simple | sencillo / simple | simple | einfach / schlicht | simples | semplice
plain | liso / básico / sencillo | uni / sobre | schlicht / einfarbig | liso / básico | semplice / tinta unita
flashy | llamativo / chillón | voyant / tape-à-l'œil | auffällig / grell | chamativo / berrante | vistoso / appariscente
elegant | elegante | élégant / chic | elegant | elegante | elegante
comfortable | cómodo / cómoda | confortable / confort / confo | bequem | confortável / cômodo | comodo
uncomfortable | incómodo | inconfortable | unbequem | desconfortável | scomodo
practical | práctico | pratique | praktisch | prático | pratico
useful | útil | utile | nützlich | útil | utile
easy | fácil | facile | einfach / leicht | fácil | facile
difficult | difícil | difficile / dur | schwierig / schwer | difícil | difficile
important | importante | important | wichtig | importante | importante
special | especial | spécial / particulier | besonders / speziell | especial | speciale
different | diferente / distinto | différent | anders / unterschiedlich | diferente | diverso / differente
same | mismo | même | gleich / selbe | mesmo | stesso
similar | parecido / similar | pareil / similaire | ähnlich | parecido / semelhante | simile
normal | normal | normal | normal | normal | normale
strange | raro / extraño | bizarre / étrange | komisch / seltsam | estranho / esquisito | strano
real | real / verdadero | vrai / réel | echt / wirklich | verdadeiro / real | vero
fake | falso / pirata / chafa | faux / fausse | falsch / gefälscht | falso | falso / finto
perfect | perfecto | parfait | perfekt | perfeito | perfetto
great | genial / increíble / padre / chido / guay | génial / super / top / chouette | toll / super / klasse / geil | ótimo / incrível / massa / show | fantastico / ottimo / figo
terrible | terrible / horrible / fatal | horrible / affreux / nul | schrecklich / furchtbar | horrível / terrível / péssimo | terribile / orribile / pessimo
cheap | barato / económico | pas cher / bon marché | billig / günstig | barato | economico / conveniente
expensive | caro | cher / chère / coûteux | teuer | caro | caro / costoso
free | gratis / gratuito / libre | gratuit / libre | kostenlos / gratis / frei | grátis / gratuito / livre | gratis / gratuito / libero
available | disponible | disponible | verfügbar / erhältlich / lieferbar | disponível | disponibile
sold out | agotado | épuisé / en rupture | ausverkauft | esgotado | esaurito
ready | listo | prêt | fertig / bereit | pronto | pronto
broken | roto / descompuesto / estropeado | cassé / en panne / fichu | kaputt / defekt / hinüber | quebrado / estragado | rotto / guasto
defective | defectuoso | défectueux | defekt / fehlerhaft | defeituoso / com defeito | difettoso
worn out | gastado / desgastado | usé / abîmé | abgenutzt / verschlissen | gasto / desgastado | consumato / rovinato
clean | limpio | propre | sauber | limpo | pulito
dirty | sucio | sale | schmutzig / dreckig | sujo | sporco
wet | mojado | mouillé / trempé | nass | molhado | bagnato
dry | seco | sec / sèche | trocken | seco | secco
hot | caliente | chaud | heiß | quente | caldo
warm | cálido / calientito / abrigador | chaud | warm | quente / quentinho | caldo / caldino
cold | frío / helado | froid / glacé | kalt / eiskalt | frio / gelado | freddo / gelido
cool | fresco | frais / fraîche | kühl / frisch | fresco | fresco
humid | húmedo | humide | feucht | úmido | umido
dark | oscuro | sombre / foncé / obscur | dunkel | escuro | scuro / buio
bright | luminoso / brillante | lumineux / clair | hell | claro / luminoso | luminoso / chiaro
light-colored | claro | clair | hell | claro | chiaro
quiet | silencioso / tranquilo | silencieux / calme | leise / ruhig | silencioso / quieto | silenzioso / tranquillo
loud | ruidoso / fuerte | bruyant / fort | laut | barulhento / alto | rumoroso / forte
fast | rápido / veloz | rapide | schnell | rápido | veloce / rapido
slow | lento | lent | langsam | lento / devagar | lento
strong | fuerte / resistente | fort / solide / résistant | stark / robust / stabil | forte / resistente | forte / resistente
weak | débil | faible | schwach | fraco | debole
hard | duro | dur | hart | duro | duro
soft | suave / blando | doux / douce / mou / molle | weich | macio / mole / suave | morbido / soffice / molle
smooth | liso / suave | lisse | glatt | liso | liscio
rough | áspero | rugueux | rau | áspero | ruvido
sharp | afilado / filoso | aiguisé / tranchant | scharf | afiado | affilato
sweet | dulce | sucré / doux | süß | doce | dolce
salty | salado | salé | salzig | salgado | salato
spicy | picante / picoso / enchiloso | épicé / piquant | scharf | picante / apimentado | piccante
sour | ácido / agrio | acide | sauer | azedo | aspro
bitter | amargo | amer | bitter | amargo | amaro
tasty | rico / sabroso | bon / délicieux | lecker | gostoso / saboroso | buono / gustoso
fresh | fresco | frais / fraîche | frisch | fresco | fresco
safe | seguro | sûr / sécurisé | sicher | seguro | sicuro
dangerous | peligroso | dangereux | gefährlich | perigoso | pericoloso
healthy | sano / saludable | sain / bon pour la santé | gesund | saudável | sano
sick | enfermo / malo | malade | krank | doente | malato
tired | cansado / agotado / rendido | fatigué / crevé / épuisé | müde / erschöpft / kaputt | cansado / exausto | stanco / sfinito
pregnant | embarazada / encinta | enceinte | schwanger | grávida | incinta
sensitive | sensible | sensible | empfindlich | sensível | sensibile
itchy | que pica | qui gratte | juckend | que coça | che prude
sore | adolorido | douloureux | wund / schmerzend | dolorido | dolorante
smelly | apestoso / maloliente | qui pue / puant | stinkend | fedorento / fedido | puzzolente
# adjectives: people and feelings
happy | feliz / contento | heureux / heureuse / content | glücklich / froh | feliz / contente | felice / contento
sad | triste | triste | traurig | triste | triste
angry | enojado / enfadado / molesto | fâché / en colère / énervé | wütend / sauer / böse | bravo / irritado / chateado | arrabbiato
worried | preocupado | inquiet / inquiète | besorgt | preocupado | preoccupato
nervous | nervioso | nerveux / stressé | nervös / aufgeregt | nervoso | nervoso / agitato
calm | tranquilo / calmado | calme / tranquille | ruhig / entspannt | calmo / tranquilo | calmo / tranquillo
bored | aburrido | ennuyé | gelangweilt | entediado | annoiato
boring | aburrido / fome | ennuyeux / chiant | langweilig | chato / tedioso | noioso
fun | divertido | amusant / marrant / drôle | lustig / witzig | divertido / engraçado | divertente
funny | gracioso / chistoso | drôle / marrant | lustig / witzig | engraçado | buffo / divertente
scared | asustado | effrayé | ängstlich / verängstigt | assustado / com medo | spaventato
busy | ocupado | occupé / débordé | beschäftigt | ocupado | occupato / impegnato
kind | amable / simpático | gentil / sympa | nett / freundlich | gentil / simpático | gentile / simpatico
shy | tímido / penoso | timide | schüchtern | tímido | timido
lazy | flojo / perezoso | paresseux / flemmard | faul | preguiçoso | pigro
clumsy | torpe | maladroit | tollpatschig / ungeschickt | desajeitado / desastrado | imbranato / maldestro
married | casado | marié | verheiratet | casado | sposato
single | soltero | célibataire | ledig / Single | solteiro | single / celibe
alone | solo | seul | allein | sozinho / só | solo / da solo
elderly | mayor / anciano | âgé / vieux | alt / älter | idoso | anziano
sporty | deportista / deportivo | sportif / sportive | sportlich | esportista / atlético | sportivo
picky | exigente / quisquilloso | difficile / exigeant | wählerisch | exigente / chato | esigente / schizzinoso
ashamed | avergonzado / apenado | gêné / honteux | beschämt / peinlich | envergonhado | imbarazzato
embarrassing | vergonzoso / penoso | gênant / embarrassant / honteux | peinlich | vergonhoso / constrangedor | imbarazzante
fed up | harto / hasta la madre | marre / saoulé | genervt | cansado / farto | stufo / stufa
sure | seguro | sûr | sicher | certo / seguro | sicuro / certo
# adjectives: time and order
next | próximo / siguiente / que viene | prochain / suivant | nächste | próximo / seguinte / que vem | prossimo / successivo
last | último / pasado | dernier / dernière | letzte / vorige | último / passado | ultimo / scorso
previous | anterior | précédent | vorherige | anterior | precedente
early | temprano | tôt / en avance | früh | cedo | presto
late | tarde / atrasado | tard / en retard | spät | tarde / atrasado | tardi / in ritardo
daily | diario | quotidien | täglich | diário | quotidiano / giornaliero
weekly | semanal | hebdomadaire | wöchentlich | semanal | settimanale
first | primero / primer | premier / première | erste | primeiro | primo
main | principal | principal | - | principal | principale
whole day | todo el día | toute la journée | den ganzen Tag | o dia todo / o dia inteiro | tutto il giorno
# adjectives: more qualities
decent | decente | correct / convenable / décent | vernünftig / anständig | decente | decente
correct | correcto | correct | richtig / korrekt | correto | corretto / giusto
wrong | equivocado / incorrecto | faux / mauvais | falsch | errado | sbagliato
crazy | loco / pazzo | fou / folle / dingue / ouf | verrückt / irre | louco / doido | pazzo / pazzesco
incredible | increíble | incroyable | unglaublich | incrível | incredibile
amazing | increíble / impresionante | génial / incroyable | super / fantastisch | incrível / demais | fantastico / stupendo
excellent | excelente | excellent | ausgezeichnet / hervorragend | excelente | eccellente
awful | horrible / espantoso | affreux / horrible | schrecklich / furchtbar | horrível | orribile
weird | raro / rarito | bizarre / chelou | komisch / merkwürdig | esquisito / estranho | strano
extreme | extremo | extrême | extrem | extremo | estremo
only | único | seul / unique | einzig | único | unico
disposable | desechable | jetable | Einweg | descartável | usa e getta
frizzy | esponjado / crespo | frisé / crépu | kraus | armado / crespo | crespo
curly | rizado / chino / ondulado | bouclé / frisé | lockig | cacheado / encaracolado / crespo | riccio
straight | lacio / liso | raide / lisse | glatt | liso | liscio
oily | grasoso / graso | gras | fettig | oleoso | grasso
chapped | agrietado / partido | gercé | rissig / spröde | rachado / ressecado | screpolato
tight | apretado / ajustado | serré / moulant | eng | apertado | stretto / aderente
loose | flojo / holgado / suelto | large / ample | weit / locker | folgado / largo | largo / ampio
sunken | hundido | creusé / affaissé | durchgelegen / eingesunken | afundado | sfondato / infossato
scratched | rayado | rayé | zerkratzt | riscado | graffiato
calcareous | calcáreo / con mucha cal | calcaire | kalkhaltig | calcário | calcareo
rainy | lluvioso | pluvieux | regnerisch | chuvoso | piovoso
sunny | soleado | ensoleillé | sonnig | ensolarado | soleggiato
windy | ventoso | venteux | windig | ventoso | ventoso
cloudy | nublado | nuageux | bewölkt | nublado | nuvoloso
freezing | helado / congelado | glacial / gelé | eiskalt | gelado / congelante | gelido
boiling | hirviendo | bouillant | kochend | fervendo | bollente
dusty | polvoso / polvoriento | poussiéreux | staubig | empoeirado | polveroso
noisy | ruidoso | bruyant | laut | barulhento | rumoroso
crowded | lleno / abarrotado | bondé | voll / überfüllt | lotado | affollato
tidy | ordenado | rangé | ordentlich / aufgeräumt | arrumado | ordinato
messy | desordenado / tirado | en bazar / en désordre | unordentlich | bagunçado | disordinato
scattered | tirado / regado / esparcido | éparpillé | verstreut | espalhado | sparso
spacious | amplio / espacioso | spacieux | geräumig | espaçoso | spazioso
cozy | acogedor / cómodo | cosy / douillet | gemütlich | aconchegante | accogliente
vivid | vivo / llamativo | vif | knallig / grell | vivo | vivace
pale | pálido | pâle | blass | pálido | pallido
soft | suavecito | tout doux | kuschelig | macio | morbido
waterproof | impermeable / contra agua | étanche / imperméable | wasserdicht | à prova d'água / impermeável | impermeabile
resistant | resistente | résistant | robust / widerstandsfähig | resistente | resistente
fragile | frágil | fragile | zerbrechlich | frágil | fragile
portable | portátil | portable / portatif | tragbar | portátil | portatile
electric | eléctrico | électrique | elektrisch | elétrico | elettrico
automatic | automático | automatique | automatisch | automático | automatico
manual | manual | manuel | manuell | manual | manuale
digital | digital | numérique / digital | digital | digital | digitale
wireless | inalámbrico | sans fil | kabellos | sem fio | senza fili / wireless
second-hand | usado / de segunda mano | d'occasion | gebraucht | usado / de segunda mão | usato / di seconda mano
original | original | original / d'origine | original | original | originale
official | oficial | officiel | offiziell | oficial | ufficiale
personal | personal | personnel | persönlich | pessoal | personale
private | privado / particular | privé | privat | privado | privato
public | público | public | öffentlich | público | pubblico
local | local | local | lokal / hiesig | local | locale
foreign | extranjero | étranger | ausländisch | estrangeiro | straniero
international | internacional | international | international | internacional | internazionale
national | nacional | national | national | nacional | nazionale
possible | posible | possible | möglich | possível | possibile
impossible | imposible | impossible | unmöglich | impossível | impossibile
necessary | necesario | nécessaire | nötig / notwendig | necessário | necessario
sufficient | suficiente | assez | genug | suficiente | sufficiente
favorite | favorito / preferido | préféré / favori | Lieblings | favorito / preferido | preferito
popular | popular | populaire | beliebt | popular | popolare
famous | famoso | célèbre / connu | berühmt | famoso | famoso
typical | típico | typique | typisch | típico | tipico
classic | clásico | classique | klassisch | clássico | classico
basic | básico | basique | einfach / Basis | básico | basico
advanced | avanzado | avancé | fortgeschritten | avançado | avanzato
professional | profesional | professionnel / pro | professionell | profissional | professionale
beginner | principiante | débutant | Anfänger | iniciante | principiante
tiny | pequeñito | tout petit | ganz klein | pequenininho | piccolino
grown-up | grande / mayor | grand | groß | grande / crescido | grande
older | mayor | aîné / plus âgé | älter | mais velho | maggiore / più grande
younger | menor | cadet / plus jeune | jünger | mais novo | minore / più piccolo
allergic | alérgico | allergique | allergisch | alérgico | allergico
vegetarian | vegetariano | végétarien | vegetarisch | vegetariano | vegetariano
hungry | hambriento | affamé | hungrig | com fome / faminto | affamato
thirsty | sediento | assoiffé | durstig | com sede | assetato
sleepy | adormilado / con sueño | endormi | müde / schläfrig | com sono | assonnato
awake | despierto | réveillé | wach | acordado | sveglio
asleep | dormido | endormi | eingeschlafen | dormindo | addormentato
injured | lastimado / herido | blessé | verletzt | machucado / ferido | ferito / infortunato
swollen | hinchado | gonflé | geschwollen | inchado | gonfio
left | izquierdo | gauche | links / linke | esquerdo | sinistro
right | derecho | droit | rechts / rechte | direito | destro
straight ahead | derecho / recto | tout droit | geradeaus | reto | dritto
# adjectives: still more common adjectives
true | cierto / verdadero | vrai | wahr | verdadeiro / certo | vero
false | falso | faux / fausse | falsch | falso | falso
clear | claro | clair | klar / deutlich | claro | chiaro
obvious | obvio | évident | offensichtlich | óbvio | ovvio
exact | exacto | exact | genau / exakt | exato | esatto
complete | completo | complet / complète | vollständig / komplett | completo | completo
open | abierto | ouvert | offen / geöffnet | aberto | aperto
closed | cerrado | fermé | geschlossen / zu | fechado | chiuso
on | prendido / encendido | allumé | an / eingeschaltet | ligado | acceso
off | apagado | éteint | aus / ausgeschaltet | desligado | spento
rich | rico | riche | reich | rico | ricco
poor | pobre | pauvre | arm | pobre | povero
proud | orgulloso | fier / fière | stolz | orgulhoso | orgoglioso
jealous | celoso | jaloux / jalouse | eifersüchtig | ciumento | geloso
grateful | agradecido | reconnaissant | dankbar | grato / agradecido | grato
excited | emocionado | excité / impatient | aufgeregt / begeistert | animado / empolgado | emozionato / entusiasta
disappointed | decepcionado | déçu | enttäuscht | decepcionado | deluso
satisfied | satisfecho / contento | satisfait / content | zufrieden | satisfeito | soddisfatto
surprised | sorprendido | surpris | überrascht | surpreso | sorpreso
confused | confundido | perdu / confus | verwirrt | confuso | confuso
lost | perdido | perdu | verloren | perdido | perso
missing | faltante / perdido | manquant | fehlend | faltando | mancante
delayed | retrasado | en retard | verspätet | atrasado | in ritardo
urgent | urgente | urgent | dringend | urgente | urgente
serious | serio / grave | sérieux / grave | ernst / schlimm | sério / grave | serio / grave
natural | natural | naturel | natürlich | natural | naturale
artificial | artificial / sintético | artificiel / synthétique | künstlich / synthetisch | artificial / sintético | artificiale / sintetico
raw | crudo | cru | roh | cru | crudo
cooked | cocido / cocinado | cuit | gekocht | cozido | cotto
frozen | congelado | congelé / surgelé | gefroren / tiefgekühlt | congelado | congelato / surgelato
ripe | maduro | mûr | reif | maduro | maturo
rotten | podrido | pourri | faul / verdorben | podre | marcio
dead | descargado | déchargé / à plat | leer | descarregado | scarico
charged | cargado | chargé | geladen / aufgeladen | carregado | carico
used | usado | usé / utilisé | gebraucht / benutzt | usado | usato
cute | lindo / tierno / mono / cuqui | mignon / chou | süß / niedlich | fofo / bonitinho | carino / tenero
pretty | bonito / lindo | joli | hübsch | bonito | carino / grazioso
handsome | guapo | beau | gutaussehend / hübsch | bonito / lindo | bello
smart | listo / inteligente | intelligent / malin | schlau / klug | inteligente / esperto | intelligente / furbo
silly | tonto | bête / idiot | dumm / albern | bobo / tonto | sciocco / stupido
polite | educado | poli | höflich | educado | educato
rude | grosero | malpoli / impoli | unhöflich | grosseiro / mal-educado | maleducato
active | activo | actif / active | aktiv | ativo | attivo
quiet | callado / tranquilo | calme / discret | ruhig / still | quieto / calado | tranquillo
social | sociable | sociable | gesellig | sociável | socievole
creative | creativo | créatif / créative | kreativ | criativo | creativo
`;
