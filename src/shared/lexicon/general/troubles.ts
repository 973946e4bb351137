/**
 * General vocabulary (see ../general.ts) of what goes wrong, so that a trouble told in another language reaches the
 * situation table (agent/shopping/situations.ts; issue 16, 2026): the describing words of things worn, bent, stuck,
 * slippery or stale and of people restless, grumpy or overwhelmed, the weather that goes with them (muggy, icy, a
 * heatwave, a power outage), the small troubles of the body (a cramp, a splinter, heartburn, hives), pests and the house
 * around them (a pantry, a driveway, a pile of junk), and the verbs of what happens (rip, snap, pop, rub, squeak, creak,
 * bleed, sneeze, drool, deflate). Chosen by ranking the content words of the table's trigger phrases by how many rows
 * use them and keeping the everyday words no language of the lexicon glossed into (a scratch script, not kept);
 * written for Aisle from general knowledge of the five languages, with regional words side by side ("flequillo /
 * fleco / cerquillo", "apagão / falta de luz"); no corpus or list was copied and no entry was taken from an evaluation
 * file. A word another table already glosses keeps that gloss (the earlier table wins), so these rows only add words.
 */
export const TROUBLES = `
# adjectives: what is wrong with things and people (troubles)
worn | gastado / desgastado | usé / élimé | abgenutzt / abgetragen / verschlissen | gasto / desgastado | consumato / logoro
frayed | deshilachado / deshilachada | effiloché | ausgefranst | desfiado / esfiapado | sfilacciato / sfrangiato
ripped | rasgado / desgarrado | déchiré | zerrissen | rasgado | strappato / stracciato
bent | torcido / chueco | tordu | verbogen / krumm | torto / entortado | storto
stiff | rígido / tieso / entumido | raide / rigide | steif | rígido / duro / teso | rigido / irrigidito
stuck | atascado / atorado / trabado | coincé | eingeklemmt / verklemmt / festgeklemmt | emperrado / entalado / preso | incastrato / inceppato
slippery | resbaladizo / resbaloso / resbalosa | glissant | rutschig / glatt | escorregadio / escorregadia | scivoloso
muddy | embarrado / enlodado / lodoso | boueux / plein de boue | schlammig / voller Schlamm | enlameado / lamacento / embarrado | fangoso / infangato / pieno di fango
bald | calvo / pelón | chauve / dégarni | kahl / glatzköpfig | careca / calvo | calvo
skinny | flaco / flaquito | maigre / maigrichon | mager / dünn | magro / magricela | magro / magrolino
restless | inquieto / intranquilo | agité / nerveux | unruhig / rastlos | inquieto / agitado | irrequieto / agitato
stinky | apestoso / hediondo | puant | stinkend / stinkig | fedorento / fedido | puzzolente
ingrown | encarnado / enterrado | incarné | eingewachsen | encravado | incarnito
brittle | quebradizo / quebradiza | cassant / friable | brüchig / spröde | quebradiço / quebradiça | friabile
bloated | hinchado / inflamado / abotagado | ballonné | aufgebläht | estufado / inchado | gonfio
flaky | escamoso / descamado | squameux / qui pèle | schuppig | escamoso / descamado | squamoso / desquamato
congested | congestionado / tapado | congestionné / enchifrené | verschnupft / verstopft | congestionado / entupido | congestionato / intasato
crunchy | crujiente / crocante | croquant / croustillant | knusprig / knackig | crocante | croccante
soggy | empapado / blandengue | détrempé / ramolli | aufgeweicht / labbrig | empapado / murcho / mole | molliccio / inzuppato / moscio
spongy | esponjoso / esponjosa | spongieux | schwammig | esponjoso / esponjosa | spugnoso
streaky | veteado / con rayas | strié / avec des traces | streifig / schlierig | com listras | striato / con aloni
blurry | borroso / borrosa | flou / floue | verschwommen / unscharf | embaçado / desfocado | sfocato / sfuocato
shaky | tembloroso / temblón | tremblant / tremblotant | zittrig / wackelig | trêmulo / tremido | tremante / traballante
numb | entumecido / adormecido | engourdi | gefühllos / eingeschlafen | dormente / adormecido | intorpidito / insensibile
sleepless | desvelado / sin dormir | sans sommeil | schlaflos | sem dormir / insone | insonne
fussy | llorón | grognon | quengelig | manhoso | capriccioso / piagnucoloso
uneven | desigual / disparejo / irregular | inégal / irrégulier | uneben / ungleichmäßig | desigual / irregular / desnivelado | irregolare / dissestato
grimy | mugriento / mugroso | crasseux | schmierig / verdreckt | encardido / sebento | sudicio / lercio
smoky | humeante / lleno de humo | enfumé | verraucht / rauchig | enfumaçado / esfumaçado | fumoso / pieno di fumo
dingy | deslucido / percudido | terne / miteux | schmuddelig / trist | sujo / feio | squallido
saggy | caído / flácido | affaissé / avachi / flasque | schlaff / durchgesackt / durchhängend | caído / flácido / frouxo | cadente / floscio / sfondato
grainy | granuloso / pixelado | granuleux / pixelisé | körnig / verpixelt | granulado / pixelado | sgranato / granuloso
nauseous | con náuseas | nauséeux / barbouillé | übel | enjoado / nauseado | nauseato
cramped | apretujado / estrecho / sin espacio | à l'étroit / exigu | beengt / eng | apertado / espremido | angusto / stretto
stale | rancio / revenido | rassis / éventé | altbacken / abgestanden | amanhecido / velho / choco | raffermo / stantio
musty | con olor a humedad / huele a humedad | qui sent le renfermé / renfermé | muffig / modrig | com cheiro de mofo / bafiento | che sa di muffa / che sa di chiuso
warped | deformado / combado | gondolé / voilé / déformé | verzogen | empenado / deformado | deformato / imbarcato
crusty | costroso / reseco | croûteux / encroûté | verkrustet | encrostado / crostoso | incrostato
lumpy | grumoso / con bultos / con grumos | grumeleux / plein de bosses | klumpig | empelotado / encaroçado / com caroços | grumoso / bitorzoluto
brutal | brutal / durísimo | brutal / terrible | brutal / heftig | brutal | brutale / tremendo
mismatched | desparejado / dispar | dépareillé | nicht zusammenpassend / ungleich | desemparelhado / descombinado | spaiato / scompagnato
scratchy | áspero / que raspa / que pica | rêche / qui gratte | kratzig | áspero / que pinica | ruvido / che pizzica
greasy | grasiento / grasoso / con grasa | gras / graisseux | fettig | engordurado / gorduroso / oleoso | unto / unticcio
gross | asqueroso / un asco / cochino | dégoûtant / dégueulasse / crade | eklig / ekelhaft | nojento | schifoso / disgustoso
bare | desnudo / vacío | nu / vide | leer | vazio / nu | spoglio / nudo
burnt | quemado / chamuscado | brûlé / cramé | verbrannt / angebrannt | queimado | bruciato / bruciacchiato
chilly | fresquito / friecito | frisquet | fröstelig / kühl | friozinho | freddino
icy | helado / congelado / con hielo / escarchado | verglacé | vereist / eisig | congelado / com gelo | ghiacciato
snowy | nevado / nevoso | enneigé | verschneit | nevado | innevato / nevoso
muggy | bochornoso | lourd / étouffant | schwül | abafado | afoso
sweltering | sofocante / abrasador | caniculaire / torride | brütend heiß / drückend | sufocante / escaldante | torrido / soffocante
drafty | con corrientes de aire | plein de courants d'air | zugig | com correntes de ar | pieno di spifferi / con spifferi
damp | húmedo / mojado | humide / moite | feucht / klamm | úmido / húmido | umido
foggy | con niebla / neblinoso / empañado | brumeux / embué | neblig / beschlagen | nebuloso / com neblina | nebbioso / appannato
curious | curioso / curiosa | curieux / curieuse | neugierig | curioso / curiosa | curioso / curiosa
lonely | solitario / solitaria | esseulé | einsam | solitário / solitária | solitario / solitaria
grumpy | gruñón / malhumorado / cascarrabias | ronchon / grincheux | grantig / mürrisch / schlecht gelaunt | rabugento / mal-humorado | scontroso / brontolone
overwhelmed | abrumado / agobiado | débordé / submergé / dépassé | überfordert | sobrecarregado / atolado | sopraffatto / sommerso
disabled | discapacitado / con discapacidad | handicapé | behindert | deficiente / com deficiência | disabile
avid | ávido / gran aficionado | passionné / grand amateur | begeistert / leidenschaftlich | ávido / fanático | appassionato / accanito

# nouns: small troubles of the body and of pests (troubles)
cramp | calambre / cólico | crampe | Krampf / Wadenkrampf | cãibra / câimbra / cólica | crampo
splinter | astilla | écharde | Splitter / Spreißel | farpa / lasca | scheggia
hives | urticaria / ronchas | urticaire | Nesselsucht / Quaddeln | urticária | orticaria
eczema | eccema / eczema | eczéma | Ekzem / Neurodermitis | eczema | eczema
callus | callo / callosidad / durezas | durillon / cor / corne | Hornhaut / Schwiele | calo / calosidade | callo / callosità
bunion | juanete | hallux valgus | Ballenzeh / Hallux valgus | joanete | alluce valgo
wart | verruga | verrue | Warze | verruga | verruca
pollen | polen | pollen | Pollen | pólen | polline
sinus | senos nasales / sinusitis | sinus / sinusite | Nebenhöhlen / Nasennebenhöhlen / Nebenhöhlenentzündung | seios nasais / sinusite | seni paranasali / sinusite
hangover | resaca / guayabo | gueule de bois | Kater | ressaca | postumi della sbornia / dopo sbornia
heartburn | acidez / agruras / ardor de estómago | brûlures d'estomac / aigreurs | Sodbrennen | azia | bruciore di stomaco / acidità
constipation | estreñimiento | constipation | Verstopfung | prisão de ventre / intestino preso | stitichezza / stipsi
diarrhea | diarrea | diarrhée | Durchfall | diarreia | diarrea
nausea | náuseas / náusea | nausée | Übelkeit | náusea / enjoo | nausea
armpit | axila / sobaco | aisselle | Achsel / Achselhöhle | axila / sovaco | ascella
toenail | uña del pie | ongle du pied / ongle d'orteil | Zehennagel / Fußnagel | unha do pé | unghia del piede
lump | bulto / grumo | grumeau | Knoten / Klumpen | caroço / nódulo / grumo | nodulo / grumo
bump | chichón / bache | - | Beule / Unebenheit | calombo / lombada | bernoccolo / bozzo / dosso
puberty | pubertad | puberté | Pubertät | puberdade | pubertà
bedbug | chinche / chinche de cama | punaise de lit | Bettwanze / Wanze | percevejo de cama | cimice dei letti / cimice
moth | polilla | mite | Motte | traça | tarma
rat | rata | - | Ratte | ratazana | ratto / pantegana
roach | cucaracha | cafard / blatte | Kakerlake / Schabe | barata | scarafaggio / blatta
squirrel | ardilla | écureuil | Eichhörnchen | esquilo | scoiattolo
raccoon | mapache | raton laveur | Waschbär | guaxinim | procione
slug | babosa | limace | Nacktschnecke | lesma | lumaca
snail | caracol | escargot | Schnecke | caracol | chiocciola
termite | termita / comején | termite | Termite | cupim / térmita | termite
pest | plaga | nuisibles / ravageur | Schädling / Ungeziefer | praga | infestanti / parassiti
weed | maleza / mala hierba / yuyo | mauvaise herbe | Unkraut | erva daninha / mato | erbaccia / erbacce
flood | inundación | inondation | Überschwemmung / Hochwasser | inundação / enchente | alluvione / inondazione / allagamento
blizzard | ventisca / tormenta de nieve | tempête de neige / blizzard | Schneesturm | nevasca | bufera di neve / tormenta
heatwave | ola de calor | canicule / vague de chaleur | Hitzewelle | onda de calor | ondata di caldo / ondata di calore
outage | apagón / corte de luz | panne de courant / coupure de courant | Stromausfall | apagão / falta de luz / queda de energia | interruzione di corrente / blackout
draft | corriente de aire / chiflón | courant d'air | Luftzug / Zugluft | corrente de ar | spiffero / corrente d'aria
theft | robo / hurto | vol | Diebstahl | roubo / furto | furto
layoff | despido | licenciement | Entlassung | demissão | licenziamento
promotion | ascenso | promotion | Beförderung | promoção | promozione
divorce | divorcio | divorce | Scheidung | divórcio | divorzio
breakup | ruptura / separación | rupture | Trennung | separação / fim do namoro | rottura
deadline | fecha límite | date limite / échéance | Frist / Abgabetermin / Deadline | data-limite / prazo final | scadenza

# nouns: the house, pastimes and people (troubles)
pantry | despensa / alacena | garde-manger / cellier | Speisekammer / Vorratskammer | despensa | dispensa
driveway | entrada de coches / camino de entrada | entrée de garage | Einfahrt / Auffahrt | entrada da garagem / entrada de carros | vialetto / passo carraio
backyard | patio trasero / patio de atrás | arrière-cour / jardin derrière la maison | Hinterhof / Garten hinterm Haus | quintal / quintal dos fundos | cortile sul retro / giardino dietro casa
silverware | cubiertos | couverts | Besteck | talheres | posate
counter | mostrador / barra | comptoir | Theke / Tresen | balcão | bancone
seat | asiento | siège | Sitz / Sitzplatz | assento | sedile
board | tabla / tablero | planche | Brett | tábua | asse
deck | terraza de madera / deck | terrasse en bois | Holzterrasse / Holzdeck | deck / deque | terrazza in legno / pedana
cord | cable | cordon / fil | Kabel / Schnur | cabo / fio / cordão | cavo / filo
pad | almohadilla | coussinet / tampon | Polster / Pad | almofada / almofadinha | cuscinetto
pile | montón | - | Haufen / Stapel | monte / montão | mucchio / cumulo
junk | trastos / cachivaches / chatarra / porquería | bric-à-brac / cochonneries / bazar | Krempel / Kram / Gerümpel | tralha / porcaria / bugiganga | cianfrusaglie / roba vecchia
locker | casillero / taquilla | casier / vestiaire | Spind / Schließfach | armário / cacifo | armadietto
seam | costura | couture | Naht | costura | cucitura
patch | parche | rustine / écusson | Flicken / Aufnäher | remendo | toppa
concrete | hormigón / concreto / cemento | béton | Beton | concreto / betão / cimento | cemento / calcestruzzo
streak | veta | traînée / trace | Schliere / Streifen | risco / listra | alone
step | escalón / peldaño | marche d'escalier | Stufe | degrau | gradino
barn | granero / establo | grange | Scheune / Stall | celeiro / estábulo | fienile / stalla
campfire | fogata / hoguera / fogón | feu de camp | Lagerfeuer | fogueira | falò / fuoco da campo
deer | venado / ciervo | cerf / chevreuil | Hirsch / Reh | veado / cervo | cervo
bunny | conejito | lapin / lapinou | Häschen / Hase | coelhinho | coniglietto
resort | complejo turístico / resort | complexe hôtelier / club de vacances | Ferienanlage / Resort | resort / complexo turístico | villaggio turistico / resort
tour | recorrido | tournée | Tournee / Führung / Rundgang | turnê / excursão | tournée
tournament | torneo | tournoi | Turnier | torneio | torneo
competition | competencia / competición / concurso | compétition / concours | Wettbewerb / Wettkampf | competição / concurso | gara / competizione / concorso
recital | recital / audición | récital / audition | Vorspiel | recital / apresentação | recital
schedule | horario | emploi du temps / horaire / planning | Zeitplan / Stundenplan / Terminplan | horário | orario
haircut | corte de pelo / corte de cabello | coupe de cheveux | Haarschnitt | corte de cabelo | taglio di capelli
bangs | flequillo / fleco / cerquillo | frange | Pony | franja | frangia
nursery | cuarto del bebé / habitación del bebé | chambre de bébé | Babyzimmer | quarto do bebê / quarto do bebé | cameretta
carpenter | carpintero | menuisier / charpentier | Tischler / Schreiner / Zimmermann | carpinteiro | falegname / carpentiere
lover | amante | - | Liebhaber / Liebhaberin | amante | amante
nerd | friki / ñoño / nerd | geek / intello | Nerd / Streber | nerd / geek | nerd / secchione
addict | adicto | accro | Süchtiger / Junkie | viciado | -
guy | chavo / tío | mec / gars | Kerl | cara / gajo | tizio
lady | señora / dama | dame | Dame | senhora | signora

# verbs: what goes wrong (troubles)
rip | rasgar / desgarrar | déchirer | reißen / zerreißen | rasgar | strappare / stracciare
snap | romperse / troncharse | se casser net / se rompre | durchreißen / durchbrechen | arrebentar | spezzarsi
pop | estallar | éclater | knallen / aufspringen | estourar / pipocar | -
get stuck | atascarse / atorarse / trabarse | se coincer / se bloquer | klemmen / stecken bleiben / feststecken | emperrar / travar | incastrarsi / bloccarsi / incepparsi
kill | matar | tuer | töten / umbringen | matar | uccidere / ammazzare
hit | golpear / pegar | frapper / taper | schlagen | bater | colpire / picchiare
rub | frotar / rozar | frotter | reiben / scheuern | esfregar / roçar | sfregare / strofinare
dig | cavar / excavar / escarbar | creuser | graben / buddeln | cavar / escavar | scavare
blow | soplar | souffler | blasen / pusten | soprar | soffiare
swap | intercambiar | échanger | tauschen | trocar | scambiare
sag | hundirse / ceder | s'affaisser | durchhängen / absacken | ceder / afundar | cedere / sfondarsi
squeak | chirriar / rechinar | grincer / couiner | quietschen | ranger / chiar | cigolare / squittire
creak | crujir | craquer | knarren / knarzen | estalar | scricchiolare
grind | moler / triturar | moudre / broyer | mahlen / knirschen | moer / triturar | macinare / digrignare
swallow | tragar | avaler | schlucken | engolir | ingoiare / inghiottire
spoil | echarse a perder / pudrirse / malcriar | s'abîmer / pourrir / gâter | verderben / schlecht werden | apodrecer / mimar | andare a male / viziare
spit | escupir | cracher | spucken | cuspir | sputare
slouch | encorvarse / jorobarse | se voûter / s'avachir | sich krümmen / lümmeln | curvar-se / ficar corcunda | ingobbirsi
squish | aplastar / apachurrar | écraser | zerquetschen / zerdrücken | esmagar / amassar | schiacciare
smash | destrozar / estrellar | fracasser | zerschlagen / zertrümmern | despedaçar / espatifar | fracassare / sfasciare / frantumare
destroy | destruir | détruire | zerstören | destruir | distruggere
gulp | engullir | engloutir | hinunterschlingen / schlingen | devorar / engolir de uma vez | tracannare / trangugiare
irritate | irritar | irriter | reizen / irritieren | irritar | irritare
stomp | pisotear / zapatear / pisar fuerte | piétiner / taper des pieds | stampfen / trampeln | pisar forte / sapatear | pestare i piedi / calpestare
steal | robar | voler | stehlen / klauen | roubar | rubare
splash | salpicar / chapotear | éclabousser | spritzen / planschen | respingar / chapinhar | schizzare / sguazzare
sneeze | estornudar | éternuer | niesen | espirrar | starnutire
bleed | sangrar | saigner | bluten | sangrar | sanguinare
drool | babear | baver | sabbern | babar | sbavare
pee | hacer pis / orinar / mear | faire pipi / uriner | pinkeln / Pipi machen | fazer xixi | fare la pipì
poop | hacer popó / hacer caca | faire caca | kacken / Kaka machen | fazer cocô | fare la cacca
squint | entrecerrar los ojos / bizquear | plisser les yeux | die Augen zusammenkneifen / blinzeln | apertar os olhos / semicerrar os olhos | strizzare gli occhi
absorb | absorber | absorber | aufsaugen / absorbieren | absorver | assorbire
spark | chispear / echar chispas | faire des étincelles | Funken sprühen | soltar faíscas / faiscar | fare scintille
hum | zumbar | bourdonner | summen / brummen | zumbir | ronzare
rattle | traquetear / vibrar | cliqueter / vibrer | klappern / rattern | chocalhar / trepidar | sferragliare / vibrare
tighten | apretar | serrer / resserrer | festziehen / nachziehen | apertar | stringere
bounce | rebotar | rebondir | abprallen / hüpfen | quicar / ricochetear | rimbalzare
reset | resetear / restablecer | réinitialiser | zurücksetzen | resetar / redefinir | resettare / ripristinare
mow | cortar el césped / cortar el pasto | tondre | mähen | cortar a grama / aparar a relva | tagliare l'erba / falciare
prune | - | élaguer | beschneiden / zurückschneiden | - | -
trim | recortar | tailler | trimmen / stutzen | aparar | spuntare
tarnish | ennegrecerse / perder el brillo | ternir / noircir | anlaufen / matt werden | escurecer / perder o brilho | annerirsi / ossidarsi
grieve | estar de duelo / hacer el duelo | faire son deuil / être en deuil | trauern | estar de luto | essere in lutto
pinch | pellizcar | pincer | kneifen / zwicken | beliscar | pizzicare
shiver | tiritar / temblar de frío | grelotter / frissonner | zittern / bibbern | tremer de frio / tiritar | tremare / rabbrividire
hiss | bufar / sisear | feuler | fauchen / zischen | bufar / sibilar | sibilare
howl | aullar | hurler | heulen / jaulen | uivar | ululare
wiggle | menearse / retorcerse | se tortiller / gigoter | zappeln | remexer-se / contorcer-se | dimenarsi
flicker | parpadear / titilar | clignoter / vaciller | flackern / flimmern | piscar / tremeluzir | sfarfallare / tremolare
droop | marchitarse / mustiarse | se faner / flétrir | welken / herabhängen | murchar | appassire / afflosciarsi
dangle | colgar / balancearse | pendre / pendouiller | baumeln / herunterhängen | balançar / pender | penzolare / ciondolare
deflate | desinflarse | se dégonfler | Luft verlieren / platt werden | esvaziar | sgonfiarsi
oversleep | quedarse dormido | se réveiller en retard | verschlafen | perder a hora | non sentire la sveglia
skip | saltarse / faltar a | sauter / sécher | überspringen / schwänzen | pular / faltar a | saltare
split | rajarse / partirse | se fendre | aufplatzen / spalten | rachar | spaccarsi / scucirsi
roll | rodar / enrollarse | rouler / s'enrouler | rollen / sich einrollen | rolar / enrolar | rotolare / arrotolarsi
reach | alcanzar | atteindre | erreichen / rankommen | alcançar | raggiungere
toast | tostar | griller / toaster | toasten / rösten | tostar | tostare
burst | reventar / reventarse | crever | platzen / bersten | rebentar | esplodere / scoppiare
overheat | sobrecalentarse / calentarse | surchauffer | überhitzen / heiß laufen | superaquecer / aquecer demais | surriscaldarsi
`;
