/**
 * General vocabulary (see ../general.ts) added for long natural messages (issue 16, 2026): the everyday words a shopper
 * uses when telling a whole situation — how a thing broke or looks, where it stands in the house, who it is for, how
 * they feel about it — that the first tables lacked. Written for Aisle from general knowledge of the five languages,
 * with colloquial and regional words side by side ("chueco / torcido", "costaud / solide", "pifar"); no corpus or list
 * was copied and no entry was taken from an evaluation file.
 */
export const LONG_MESSAGES = `
# adjectives: state of things (long messages)
terrible | tremendo / terrible / horrible | terrible / affreux / horrible | furchtbar / schrecklich / fürchterlich | tremendo / terrível / horrível | tremendo / terribile / orribile
unbearable | insoportable / inaguantable | insupportable / invivable | unerträglich | insuportável | insopportabile
worse | peor | pire | schlimmer | pior | peggio / peggiore
rusty | oxidado | rouillé | verrostet / rostig | enferrujado | arrugginito
foldable | plegable | pliable / pliant | klappbar / faltbar / zusammenklappbar | dobrável | pieghevole
adjustable | ajustable / regulable | réglable | verstellbar / einstellbar | ajustável / regulável | regolabile
reusable | reutilizable | réutilisable | wiederverwendbar | reutilizável | riutilizzabile
sturdy | robusto / resistente / macizo | costaud / solide / robuste | robust / stabil | robusto / resistente | robusto / solido
squashed | aplastado / apachurrado | écrasé | zerdrückt / zerquetscht / eingedrückt | amassado / esmagado | schiacciato
dented | abollado | cabossé / bosselé | verbeult | amassado | ammaccato
cracked | rajado / estrellado | fendu / fêlé | gesprungen / rissig | rachado / trincado | crepato / incrinato
crooked | chueco / torcido | tordu / de travers | schief / krumm | torto | storto
deaf | sordo | sourd | taub | surdo | sordo
hard of hearing | duro de oído | malentendant | schwerhörig | - | duro d'orecchi
dull | apagado / sin chiste / soso | terne / fade | trist / fad / langweilig | sem graça / apagado | smorto / spento / scialbo
endless | interminable | interminable | endlos | interminável | interminabile
hellish | infernal | infernal / d'enfer | höllisch | infernal | infernale
absurd | absurdo | absurde | absurd | absurdo | assurdo
typical | típico | typique | typisch | típico | tipico
basic | básico | basique / de base | grundlegend / einfach | básico | basilare / di base
passionate | apasionado | passionné | leidenschaftlich | apaixonado | appassionato
undecided | indeciso | indécis | unentschlossen / unschlüssig | indeciso | indeciso
unsure | inseguro / no muy seguro | pas sûr / incertain | unsicher | inseguro | insicuro / incerto
upset | molesto / enojado / sentido | vexé / contrarié / fâché | sauer / beleidigt / verärgert | chateado / magoado | offeso / arrabbiato
obsessed | obsesionado / clavado | obsédé / accro | besessen / versessen | obcecado / viciado | fissato / ossessionato
bulky | voluminoso / abultado | encombrant / volumineux | sperrig / klobig | volumoso | ingombrante / voluminoso
space-saving | que ahorra espacio / ahorrador de espacio | gain de place | platzsparend | que economiza espaço | salvaspazio
dressy | arreglado / formal | habillé | schick / fein | arrumado / social | elegante / formale
rustic | campestre / rústico | champêtre / rustique | ländlich / rustikal | campestre / rústico | campestre / rustico
mixed | mezclado / revuelto | mélangé | gemischt / durcheinander | misturado | misto / mescolato
unusual | original / fuera de lo común / diferente | original / insolite | ausgefallen / ungewöhnlich | diferente / original / incomum | originale / insolito
funny | chistoso / gracioso / divertido | rigolo / marrant / drôle | lustig / witzig | engraçado / divertido | divertente / buffo
awful | pésimo / fatal | nul / nulle / lamentable | mies / miserabel / unterirdisch | péssimo / horroroso | pessimo / penoso
tiny | chiquito / diminuto / pequeñito | minuscule / tout petit | winzig / klitzeklein | minúsculo / pequenininho | minuscolo / piccolissimo
deluxe | de lujo | de luxe | luxuriös | de luxo | di lusso
indoor | de interior / para interior | d'intérieur | für drinnen / für innen | de interior / para ambiente interno | da interno / per interni
# nouns: things, places and people of a long message
son-in-law | yerno | gendre / beau-fils | Schwiegersohn | genro | genero
daughter-in-law | nuera | belle-fille / bru | Schwiegertochter | nora | nuora
block | cuadra / manzana | pâté de maisons | Block / Häuserblock | quarteirão | isolato
convenience store | tiendita / tienda de la esquina / changarro | supérette / épicerie / dépanneur | Späti / Kiosk | loja de conveniência / vendinha | minimarket / alimentari
bakery | panadería | boulangerie | Bäckerei | padaria | panetteria / forno
daycare | guardería / estancia | crèche / garderie | Kita / Krippe | creche | asilo nido / nido
unemployment | desempleo / paro | chômage | Arbeitslosigkeit | desemprego | disoccupazione
fortune | fortuna / dineral / lanísima | fortune / blinde | Vermögen / Heidengeld | fortuna / nota preta | fortuna / patrimonio
relatives | parientes / familiares | proches / famille | Verwandte / Verwandtschaft | parentes / familiares | parenti
tractor | tractor | tracteur | Traktor | trator | trattore
architecture | arquitectura | architecture | Architektur | arquitetura | architettura
dinosaur | dinosaurio | dinosaure | Dinosaurier | dinossauro | dinosauro
asphalt | asfalto / pavimento / cemento | bitume / goudron / asphalte | Asphalt / Teer | asfalto | asfalto
induction | inducción | induction | Induktion | indução | induzione
alarm | alarma | alarme | Alarm | alarme | allarme
nest | nido | nid | Nest | ninho | nido
fireworks | cohetes / fuegos artificiales / pirotecnia | feux d'artifice / pétards | Feuerwerk / Böller / Silvesterknaller | fogos / fogos de artifício / rojões | fuochi d'artificio / botti / petardi
region | región / zona | région / coin | Region / Gegend | região / área | regione / zona
east | oriente / este | est | Osten | leste / oriente | est / oriente
west | poniente / oeste | ouest | Westen | oeste | ovest / ponente
midnight | medianoche / media noche | minuit | Mitternacht | meia-noite | mezzanotte
sole | suela | semelle | Sohle | sola | suola
tip | punta | pointe / bout | Spitze | ponta | punta
puddle | charco | flaque | Pfütze | poça | pozzanghera
countertop | encimera / barra de la cocina / cubierta | plan de travail | Arbeitsplatte | bancada / balcão | piano di lavoro
digit | dígito / cifra | chiffre | Ziffer | algarismo / dígito | cifra
purpose | propósito / fin | but / objectif | Zweck | propósito / finalidade | scopo
attic | ático / buhardilla / desván / tapanco | grenier / combles | Dachboden / Dachgeschoss / Speicher | sótão | soffitta / mansarda
growth | crecimiento | croissance | Wachstum | crescimento | crescita
hell | infierno | enfer | Hölle | inferno | inferno
impacts | golpes / impactos | chocs / coups | Stöße / Schläge | impactos / pancadas / batidas | urti / colpi
instructions | instructivo / instrucciones / manual | mode d'emploi / notice | Anleitung / Bedienungsanleitung / Gebrauchsanweisung | manual / instruções | istruzioni / libretto
courier | paquetería / mensajería / paquetero | transporteur / livreur | Paketdienst / Zusteller / Kurier | transportadora / entregador | corriere
complaint | reporte / reclamo / queja | réclamation / signalement | Reklamation / Meldung | reclamação / chamado | segnalazione / reclamo
roommate | compañero de piso / compañero de cuarto / roomie | coloc / colocataire | Mitbewohner / Mitbewohnerin | colega de quarto / colega de apartamento | coinquilino / coinquilina
godson | ahijado | filleul | Patenkind / Patensohn | afilhado | figlioccio
goddaughter | ahijada | filleule | Patentochter | afilhada | figlioccia
communion | comunión / primera comunión | communion / première communion | Kommunion / Erstkommunion | comunhão / primeira comunhão | comunione / prima comunione
handle | asa / manija / agarradera / jaladera | poignée / anse | Griff / Henkel | alça / puxador / pegador | manico / maniglia
volume | volumen | volume | Lautstärke | volume | volume
house number | número de casa / número exterior | numéro de rue | Hausnummer | número da casa | numero civico
building | edificio | immeuble | Gebäude / Mehrfamilienhaus | prédio / edifício | condominio / palazzo
day camp | campamento de verano / colonia de vacaciones / curso de verano | centre aéré / colonie de vacances / colo | Ferienlager / Ferienfreizeit | colônia de férias | centro estivo / campo estivo
outfit | atuendo / conjunto / outfit | tenue | Outfit | look / roupa | look / outfit / completo
groom | novio | marié | Bräutigam | noivo | sposo
gardener | jardinero / jardinera | jardinier / jardinière | Gärtner / Gärtnerin | jardineiro / jardineira | giardiniere / giardiniera
specialty | especialidad | spécialité | Spezialität | especialidade | specialità
preschool | preescolar / kínder / jardín de niños | maternelle | Kindergarten / Vorschule | pré-escola / educação infantil | scuola materna / asilo
fan | fan / aficionado | fan | Fan | fã | fan / appassionato
geek | friki / ñoño / nerd / clavado | geek | Nerd / Freak | nerd / geek | nerd / smanettone
german shepherd | pastor alemán | berger allemand | Schäferhund / Deutscher Schäferhund | pastor alemão | pastore tedesco
australian shepherd | pastor australiano | berger australien | Australian Shepherd | pastor australiano | pastore australiano
set | set / lote / kit | lot / ensemble / kit | Set / Satz / Paket | kit / jogo / conjunto | set / kit / confezione
wheels | ruedas / rueditas | roulettes / roues | Rollen / Räder | rodinhas / rodas | ruote / rotelle
bottom | fondo / parte de abajo | fond / dessous | Boden / Unterseite | fundo / parte de baixo | fondo / parte sotto
bath | baño de tina / baño de burbujas | bain | Vollbad / Bad | banho de banheira | bagno caldo
sixth | sexto / sexta | sixième | sechste / sechsten / sechster | sexto / sexta | sesto / sesta
seventh | séptimo / séptima | septième | siebte / siebten / siebter / siebtes | sétimo / sétima | settimo / settima
eighth | octavo / octava | huitième | achte / achten / achter | oitavo / oitava | ottavo / ottava
ninth | noveno / novena | neuvième | neunte / neunten / neunter | nono / nona | nono / nona
tenth | décimo / décima | dixième | zehnte / zehnten / zehnter | décimo / décima | decimo / decima
# verbs: what happens to things and people (long messages)
shake | temblar | trembler | zittern | tremer | tremare
crush | triturar / moler / picar | broyer / piler | zerkleinern / zermahlen | triturar / moer | tritare / triturare
adopt | adoptar | adopter | adoptieren | adotar | adottare
complain | quejarse / reclamar | se plaindre / râler | sich beschweren / klagen / meckern | reclamar / queixar-se | lamentarsi / lagnarsi
hesitate | dudar | hésiter | zögern / schwanken | hesitar | esitare
save | salvar / rescatar | sauver | retten | salvar | salvare
make a mistake | equivocarse / confundirse | se tromper | sich irren / sich vertun / sich vertippen | errar / enganar-se | sbagliare / sbagliarsi
get it right | atinar / acertar / atinarle | viser juste / tomber juste | treffen / richtig liegen | acertar | azzeccare / indovinare
ruin | arruinar / estropear / echar a perder | abîmer / ruiner / bousiller | ruinieren / kaputt machen | estragar / arruinar | rovinare / sciupare
deduct | deducir | déduire | absetzen | deduzir | detrarre
tangle | enredar / enredarse | emmêler | verheddern / verknoten | embaraçar / enrolar | aggrovigliare / attorcigliare
run away | escaparse / escapar | s'échapper / s'enfuir | weglaufen / abhauen | fugir | scappare
vomit | vomitar / guacarear | vomir | erbrechen / kotzen / brechen | vomitar | vomitare
lug | acarrear / arrastrar | trimballer / traîner | schleppen / hochschleppen | arrastar | trascinare / portarsi dietro
drag | arrastrar | traîner | ziehen / schleifen | arrastar | trascinare
fold | doblar / plegar | plier | falten / zusammenklappen | dobrar | piegare / ripiegare
crack | rajar / agrietar / estrellar | fendre / fêler | - | rachar / trincar | crepare / incrinare
crawl | gatear | ramper / marcher à quatre pattes | krabbeln | engatinhar | gattonare
come off | despegarse / despegar / zafarse | se décoller / décoller | abgehen / sich lösen | descolar / soltar | staccarsi / scollarsi
recognize | reconocer / distinguir | reconnaître / distinguer | erkennen | reconhecer / distinguir | riconoscere / distinguere
form | formar | former | bilden | formar | formare
fulfill | cumplir | remplir / accomplir | erfüllen | cumprir | soddisfare / adempiere
make easier | facilitar / simplificar | faciliter / simplifier | erleichtern / vereinfachen | facilitar / simplificar | facilitare / semplificare
bend down | agacharse | se baisser / se pencher | sich bücken | abaixar-se / agachar-se | piegarsi / chinarsi
spill | derramar / tirar / volcar | renverser | verschütten / kippen / umkippen | derrubar / derramar | rovesciare
spread | repartir / esparcir | répandre / étaler | verteilen | espalhar | spargere
disturb | molestar | déranger | stören | incomodar / atrapalhar | disturbare / dare fastidio
celebrate | celebrar / festejar | fêter / célébrer | feiern | comemorar / celebrar | festeggiare / celebrare
get upset | enojarse / molestarse | se vexer / se fâcher | sich ärgern / beleidigt sein | chatear-se / ficar chateado | prendersela / offendersi
puncture | ponchar / pinchar | - | platzen | furar | forare / bucare
wake up | amanecer | se réveiller | aufwachen | acordar | svegliarsi
die | secarse / morirse | crever / mourir | absterben | morrer / secar | morire / seccarsi
stow | guardar / acomodar | ranger | verstauen | guardar | sistemare / riporre
indicate | indicar | indiquer | anzeigen | indicar | indicare
seem | verse / parecer | avoir l'air / sembler | wirken / aussehen / scheinen | parecer | sembrare
pour | diluviar | pleuvoir à verse | schütten / gießen | chover a cântaros / cair um toró | diluviare
spend | pasar | passer | verbringen | passar | passare
turn up | subir | monter / mettre plus fort | aufdrehen / lauter machen | aumentar | alzare
turn down | bajar | baisser | leiser machen / runterdrehen | abaixar | abbassare
fascinate | fascinar | fasciner | faszinieren | fascinar | affascinare
snore | roncar | ronfler | schnarchen | roncar | russare
leak | gotear / tener una fuga | fuir | tropfen / undicht sein | vazar / pingar | perdere / gocciolare
# words: manner, degree and connectors (long messages)
unfortunately | por desgracia / desafortunadamente / lamentablemente | malheureusement | leider | infelizmente | purtroppo / sfortunatamente
several | varios / varias | plusieurs | mehrere | vários / várias | parecchi / diversi
quite a lot | bastante / un buen | pas mal | ziemlich viel / einiges | bastante | parecchio / parecchia
at all | para nada / en absoluto / nada | du tout / pas du tout | überhaupt / gar | nada / de jeito nenhum | per niente / affatto
honestly | sinceramente / honestamente / la neta | honnêtement / franchement | ehrlich / ehrlich gesagt | sinceramente / honestamente / sendo sincero | sinceramente / onestamente
apparently | al parecer / según / supuestamente | apparemment / il paraît que / paraît-il | angeblich / anscheinend | parece que / pelo visto / supostamente | a quanto pare / pare che
such | tal / semejante | tel / pareil | solch / solche / solcher / solches | tal | tale / simile
almost | casi | presque / quasiment | fast / knapp / beinahe | quase | quasi
by now | a estas alturas / ya | désormais / maintenant | inzwischen / mittlerweile | a essa altura / agora | ormai
upstairs | arriba / de arriba | en haut / du dessus / à l'étage | oben | em cima / de cima / lá em cima | di sopra / al piano di sopra
underneath | debajo / por abajo / por debajo | dessous / en dessous / par en dessous | unten / darunter | embaixo / por baixo | sotto / di sotto / da sotto
inside | dentro / por dentro | dedans / à l'intérieur | innen / drinnen | dentro / por dentro | dentro
on my side | de lado / de costado | sur le côté | auf der Seite | de lado | di lato / sul fianco
out of order | fuera de servicio / descompuesto | hors service / en panne | außer Betrieb / kaputt | fora de serviço / quebrado | fuori servizio / guasto
recently | hace poco / recién / recientemente | récemment / depuis peu | seit kurzem / neulich / kürzlich | recentemente / há pouco | da poco / di recente
until next time | hasta la próxima | à la prochaine / à la prochaine fois | bis zum nächsten Mal / bis bald | até a próxima | alla prossima
at once | de una vez / de un jalón / de golpe | d'un coup / en une fois | auf einmal / auf einen Schlag | de uma vez / de uma vez só | in una volta / tutto insieme
all the time | a cada rato / todo el tiempo / cada dos por tres | tout le temps / sans arrêt | ständig / dauernd / die ganze Zeit | toda hora / o tempo todo | di continuo / sempre
on weekdays | entre semana | en semaine | unter der Woche | durante a semana / dia de semana | durante la settimana / in settimana
`;
