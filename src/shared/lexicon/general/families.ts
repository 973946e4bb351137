/**
 * General vocabulary (see ../general.ts): word families of everyday life that a shopper names when telling a situation
 * rather than a product — doctors and what they measure, light in the eyes, rooms of a home, family by marriage,
 * linings and waistbands, blending and texture, tone of humour, ladies' and men's wear — with their neighbours in the
 * same family, in every language (a family is added whole: "cardiologist" brings the other doctors a patient sees).
 */
export const FAMILIES = `
# nouns: doctors and what they measure
cardiologist | cardiólogo / cardióloga | cardiologue | Kardiologe / Kardiologin | cardiologista | cardiologo / cardiologa
dermatologist | dermatólogo / dermatóloga | dermatologue / dermato | Hautarzt / Hautärztin / Dermatologe / Dermatologin | dermatologista | dermatologo / dermatologa
pediatrician | pediatra | pédiatre | Kinderarzt / Kinderärztin | pediatra | pediatra
physical therapist | fisioterapeuta / fisio / kinesiólogo / kinesióloga | kinésithérapeute / kiné / physiothérapeute | Physiotherapeut / Physiotherapeutin / Physio | fisioterapeuta / fisio | fisioterapista / fisioterapeuta
eye doctor | oftalmólogo / oftalmóloga / oculista | ophtalmologue / ophtalmo | Augenarzt / Augenärztin | oftalmologista / oftalmo | oculista / oftalmologo
orthopedist | traumatólogo / traumatóloga / ortopedista | orthopédiste | Orthopäde / Orthopädin | ortopedista | ortopedico / ortopedica
nutritionist | nutricionista / nutrióloga / nutriólogo | nutritionniste / diététicienne | Ernährungsberater / Ernährungsberaterin | nutricionista | nutrizionista / dietologo
pulse | pulso / pulsaciones | pouls | Puls | pulsação / pulsações | battito / battiti
heart rate | ritmo cardíaco / ritmo cardiaco / frecuencia cardíaca / frecuencia cardiaca | fréquence cardiaque / rythme cardiaque | Herzfrequenz / Herzschlag | frequência cardíaca / batimentos cardíacos / batimentos | frequenza cardiaca / battito cardiaco
blood pressure | presión arterial / tensión arterial | tension artérielle / pression artérielle | Blutdruck | pressão arterial | pressione arteriosa / pressione sanguigna
blood oxygen | oxígeno en sangre / oxigenación | oxygène dans le sang / saturation | Sauerstoffsättigung | oxigenação / oxigênio no sangue | ossigenazione / saturazione
tech | tecnológico / tecnológica | technologique | technisch / technikaffin | tecnológico / tecnológica | tecnologico / tecnologica

# nouns: light and the eyes
glare | reflejo / resplandor / destello | reflet / éblouissement | Spiegelung / Blendung / Reflexion | reflexo / ofuscamento | riflesso / riverbero / bagliore
watery eyes | ojos llorosos | yeux qui pleurent / yeux larmoyants | tränende Augen | olhos lacrimejando / olhos lacrimejantes | occhi che lacrimano

# nouns: rooms and the people who come to stay
guest room | cuarto de invitados / habitación de invitados / cuarto de visitas / recámara de visitas | chambre d'amis / chambre d'ami | Gästezimmer | quarto de hóspedes / quarto de visitas | camera degli ospiti / stanza degli ospiti
home office | despacho / oficina en casa | bureau à la maison / coin bureau | Arbeitszimmer / Homeoffice | escritório em casa / home office | ufficio in casa
bedroom | cuarto de dormir / recámara principal | chambre à coucher | Schlafzimmer | quarto de dormir / quarto de casal | camera da letto / camera matrimoniale
laundry room | cuarto de lavado / lavadero | buanderie | Waschküche / Hauswirtschaftsraum | lavanderia / área de serviço | lavanderia
in-laws | suegros | beaux-parents | Schwiegereltern | sogros | suoceri
regular customer | cliente habitual / cliente fiel | client fidèle / habitué / habituée | Stammkunde / Stammkundin | cliente fiel / freguês / freguesa | cliente abituale / cliente affezionato

# nouns: linings, waistbands and fastenings
lining | forro | doublure | Futterstoff / Innenfutter | forro | fodera
mesh lining | forro de malla / malla interior / forro de red | doublure en filet / doublure filet / filet intérieur | Netzfutter / Netzeinsatz / Innennetz | forro de tela / forro de rede / rede interna | fodera in rete / rete interna / slip interno
fleece lining | forro polar / forro de borrego | doublure polaire / doublure sherpa | Fleecefutter / Teddyfutter | forro de lã / forro de pelúcia | fodera in pile
elastic waist | cintura elástica / elástico en la cintura / pretina elástica / cinturilla elástica | taille élastique / ceinture élastique / taille élastiquée | Gummizug / Gummibund / elastischer Bund | cós elástico / elástico na cintura / cintura elástica | elastico in vita / vita elasticizzata / vita elastica
waistband | pretina / cinturilla | - | Hosenbund | cós | -
elastic | elástico | élastique | Gummiband | elástico | elastico
sheepskin | borrego / piel de borrego / piel de oveja | peau de mouton / mouton retourné | Lammfell / Schaffell | pele de carneiro / pelego | montone / pelle di montone
women | dama / damas | dames | Damen | - | -

# nouns: blending, texture and disgust
smoothie | licuado / batido / smoothie | smoothie | Smoothie | vitamina de frutas / vitamina de banana / vitamina de morango / vitamina de abacate / vitamina de mamão / vitamina de açaí / smoothie | frullato / smoothie / frappè
texture | textura | texture | Konsistenz / Textur | textura | consistenza / texture
disgust | asco / repugnancia | dégoût | Ekel | nojo / agonia / aflição | schifo / disgusto
at the top of their lungs | a pleno pulmón / a todo pulmón | à tue-tête | aus voller Kehle / lauthals | a plenos pulmões / a todo pulmão | a squarciagola

# adjectives: tone and humour
sarcastic | sarcástico | sarcastique | sarkastisch | sarcástico | sarcastico
ironic | irónico | ironique | ironisch | irônico | ironico
loyal | fiel | fidèle | treu | fiel | fedele
lined | forrado | doublé | gefüttert | forrado | foderato
elasticated | elastizado / elastizada | élastiqué | elastisch | elastizado | elasticizzato

# verbs: light, eyes and care
dazzle | deslumbrar / encandilar | éblouir | blenden | ofuscar / deslumbrar | abbagliare
blind | cegar | aveugler | - | cegar | accecare
water | lagrimear | larmoyer | tränen | lacrimejar | lacrimare
swaddle | fajar / arropar | emmailloter | pucken | enrolar o bebê / fazer charutinho | fasciare
wrap | envolver | envelopper | einwickeln | embrulhar / envolver | avvolgere
monitor | monitorear / monitorizar / vigilar | surveiller / contrôler | überwachen / kontrollieren | monitorar / acompanhar / vigiar | monitorare / tenere sotto controllo / sorvegliare
blend | licuar | mixer | pürieren / mixen | bater no liquidificador | frullare
disgust | dar asco | dégoûter | ekeln | dar nojo | fare schifo
keep safe | guardar bien | conserver | aufbewahren | guardar | custodire / conservare
plug in | enchufar | brancher | einstecken | ligar na tomada | attaccare alla presa
blend in | - | - | untermischen | bater junto | -

# words: wearing something on the body, and how something seems
wear on the head | llevar en la cabeza / usar en la cabeza / ponerse en la cabeza | porter sur la tête / mettre sur la tête | auf dem Kopf tragen | usar na cabeça / pôr na cabeça / colocar na cabeça | portare in testa / mettere in testa
wear around the neck | llevar en el cuello / usar en el cuello | porter autour du cou | um den Hals tragen | usar no pescoço | portare al collo
wear on the wrist | llevar en la muñeca / usar en la muñeca | porter au poignet | am Handgelenk tragen | usar no pulso | portare al polso
feels like it will | parece que va a / siento que va a | on dirait qu'elle va / j'ai l'impression qu'elle va | fühlt sich an als würde | parece que vai / sinto que vai | sembra che stia per / mi sembra che stia per
even when | incluso cuando / aun cuando | même quand / même en | selbst wenn / sogar wenn | mesmo quando / mesmo | anche quando / perfino quando

# nouns: crafts, workshops and what they make
workshop | taller | atelier | Werkstatt / Werkstätte | ateliê / oficina de trabalho | laboratorio artigianale / bottega
luthier | lutier / luthier | luthier | Geigenbauer / Gitarrenbauer | luthier | liutaio
instrument | instrumento | instrument | Instrument | instrumento | strumento
chapter | capítulo | chapitre | Kapitel | capítulo | capitolo
magazine | revista | magazine / revue | Zeitschrift / Magazin | revista | rivista
connector | conector / empalme / acople | raccord / connecteur | Verbinder / Verbindungsstück / Steckverbinder | conector / conexão / engate | raccordo / connettore
millimeter | milímetro | millimètre | Millimeter | milímetro | millimetro
nickel | níquel | nickel | Nickel | níquel | nichel

# nouns: dogs of a breed people name, and capri pants
greyhound | galgo / galga | lévrier / levrette | Windhund / Greyhound | galgo / galga | levriero / levriera
capri pants | pantalón pescador / pantalones pescadores / pantalón capri / capri / pescadores | pantacourt / pantacourts / corsaire | Caprihose / Dreiviertelhose / Caprihosen | calça capri / corsário / calça pescador | pinocchietto / pinocchietti / pantaloni capri / capri
downtown | al centro / en el centro / centro de la ciudad | centre-ville | Innenstadt / Stadtzentrum | centro da cidade / baixa | centro città / in centro

# nouns: stories, studies, the kitchen and the water (a told situation)
fantasy | fantasía | fantasy / fantastique | Fantasy | - | fantasy
nursing | enfermería | soins infirmiers | Krankenpflege / Pflege | enfermagem | infermieristica
dough | masa | pâte | Teig | - | impasto
batter | mezcla para hotcakes / masa para tortitas / masa de tortitas | pâte à crêpes / pâte à pancakes | Pfannkuchenteig / Rührteig | massa de panqueca / massa de bolo | pastella
pancakes | tortitas / panqueques / hotcakes / hot cakes / pancakes | pancakes | Pancakes / Pfannkuchen | panquecas | pancake
swamp | pantano / ciénaga / humedal | marais / marécage | Sumpf | pântano / brejo | palude
stand up paddle | remar de pie / paddle surf / sup | stand up paddle / paddle | Stand-up-Paddling / SUP | stand up paddle / remar em pé | stand up paddle / sup
partner | compañero / compañera | - | - | companheiro / companheira | -
strands | hebras / mechones | mèches | Strähnen | mechas | ciocche

# nouns: what a mattress stands on
box spring | box spring / somier / base de cama / base para colchón | sommier / sommier tapissier | Boxspring / Lattenrost / Bettrahmen | box / estrado / base para colchão | rete / rete a doghe / base del letto

# nouns: toys that fit together
building blocks | piezas de encastre / juguetes de encastre / bloques para armar / piezas para armar / bloques de encastre | briques à emboîter / briques de construction / jeu de briques | Steckbausteine / Bauklötze | peças de encaixe / pecinhas de encaixe / blocos de encaixe / brinquedo de encaixe | mattoncini a incastro / costruzioni a incastro

# words: spending time on something
spends hours | pasa horas / se pasa horas | passe des heures | verbringt Stunden / stundenlang | passa horas / fica horas | passa ore / trascorre ore
spend hours | pasar horas / paso horas | passer des heures / je passe des heures | Stunden verbringen | passar horas / passo horas | passare ore / passo ore

# nouns: celebrations in the country, and a tasting
ceremony | ceremonia | cérémonie | Zeremonie / Trauung | cerimônia / cerimónia | cerimonia
vineyard | viñedo / viña | vignoble / vigne | Weinberg / Weingut | vinhedo / vinha | vigneto / vigna
country estate | finca / hacienda / quinta | domaine / propriété | Landgut / Gutshof | quinta / fazenda / sítio | tenuta / podere
tasting | degustación / cata | dégustation | Verkostung / Weinprobe / Probe | degustação / prova | degustazione
era | época | époque | Epoche / Zeit | época | epoca

# adjectives: how a thing is made or finished
embroidered | bordado | brodé | bestickt | bordado | ricamato
polarized | polarizado | polarisé / polarisant | polarisiert / polarisierend | polarizado | polarizzato
wavy | ondulado | ondulé | wellig / gewellt | ondulado | ondulato
technical | técnico | technique | technisch | técnico | tecnico
forbidden | prohibido / vetado | interdit / défendu | verboten | proibido | vietato / proibito
steplessly adjustable | de ajuste continuo | réglable en continu | stufenlos / stufenlos verstellbar | de ajuste contínuo | regolabile senza scatti
two-piece | de dos piezas | deux pièces / deux-pièces | zweiteilig | de duas peças | a due pezzi / in due pezzi
one-piece | de una pieza / de una sola pieza | une pièce / une-pièce | einteilig | de uma peça / inteiro | intero / a un pezzo
even and smooth | parejo / parejito | uniforme / régulier | gleichmäßig / ebenmäßig | uniforme / certinho | uniforme / regolare

# verbs: making, sinking, sealing and drawing near
sink into | hundirse / hundir | s'enfoncer / enfoncer | einsinken / versinken | afundar / atolar | sprofondare / affondare
seal | sellar | sceller / colmater / étanchéifier | abdichten / versiegeln | vedar / selar | sigillare / sigillare
solder | soldar | souder | löten | soldar | saldare
push on | - | - | aufstecken / draufstecken | - | -
whisk | batir | fouetter | verquirlen | - | -
whistle | silbar / chiflar | siffler | pfeifen | apitar / assobiar | fischiare
come near | acercar / acercarse / arrimarse | s'approcher / approcher | sich nähern / näherkommen | aproximar / aproximar-se / chegar perto | avvicinare / avvicinarsi
match | combinar / pegar con | aller avec / s'accorder | zusammenpassen | combinar | abbinare / stare bene con
paddle | remar | pagayer / ramer | paddeln / rudern | remar | remare / pagaiare
melt | derretirse | fondre / couler | zerlaufen / zerfließen | derreter-se | sciogliersi
`;
