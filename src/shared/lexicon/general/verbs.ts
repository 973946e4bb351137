/** General vocabulary (see ../general.ts): verbs in the infinitive (their forms are read by rule: morphology.ts). */
export const VERBS = `
# verbs: being, having, wanting
be | ser / estar | être | sein | ser / estar | essere / stare
have | tener / haber | avoir | haben | ter / haver | avere
want | querer | vouloir | wollen | querer | volere
need | necesitar | avoir besoin | brauchen / benötigen | precisar / necessitar | avere bisogno
can | poder | pouvoir | können | poder / conseguir | potere / riuscire
must | deber | devoir | müssen | dever | dovere
know | saber / conocer | savoir / connaître | wissen / kennen | saber / conhecer | sapere / conoscere
like | gustar | aimer / plaire | mögen / gefallen | gostar / curtir | piacere
love | encantar / amar | adorer / aimer | lieben | amar / adorar | amare / adorare
hate | odiar | détester / haïr | hassen | odiar | odiare
prefer | preferir | préférer | bevorzugen / vorziehen | preferir | preferire
hope | esperar | espérer | hoffen | esperar | sperare
wait | esperar / aguardar | attendre | warten | esperar / aguardar | aspettare
seem | parecer | sembler / paraître | scheinen / aussehen | parecer | sembrare
believe | creer | croire | glauben | acreditar / crer | credere
think | pensar / creer | penser / croire | denken / glauben / finden | pensar / achar | pensare / credere
understand | entender / comprender | comprendre | verstehen | entender / compreender | capire
remember | recordar / acordarse | se souvenir / se rappeler | sich erinnern / erinnern | lembrar | ricordare
forget | olvidar / olvidarse | oublier | vergessen | esquecer | dimenticare
decide | decidir | décider | entscheiden | decidir | decidere
choose | elegir / escoger | choisir | wählen / aussuchen | escolher | scegliere
try | probar / intentar | essayer | probieren / versuchen | experimentar / tentar | provare
matter | importar | importer / compter | wichtig sein | importar | importare
worry | preocupar / preocuparse | inquiéter / s'inquiéter | sich sorgen | preocupar | preoccupare / preoccuparsi
# verbs: doing and making
do | hacer | faire | machen / tun | fazer | fare
make | hacer / fabricar | faire / fabriquer | machen / herstellen | fazer / fabricar | fare / fabbricare
spend time | pasar | passer | verbringen | passar | passare
get | conseguir / obtener | obtenir / avoir | bekommen / kriegen | conseguir / obter | ottenere / prendere
give | dar | donner | geben | dar | dare
take | tomar / agarrar / coger | prendre | nehmen | pegar / tomar | prendere
bring | traer | apporter / amener | bringen / mitbringen | trazer | portare
carry | llevar / cargar | porter | tragen | levar / carregar | portare
put | poner / meter / colocar | mettre / poser | stellen / legen / tun | pôr / colocar / botar | mettere
keep | guardar / mantener / conservar | garder | behalten / halten / aufbewahren | guardar / manter | tenere / conservare
leave | dejar / salir / irse | laisser / partir / quitter | lassen / verlassen / gehen | deixar / sair | lasciare / partire
find | encontrar / hallar | trouver | finden | encontrar / achar | trovare
look for | buscar | chercher | suchen | procurar / buscar | cercare
lose | perder | perdre | verlieren | perder | perdere
use | usar / utilizar / ocupar | utiliser / se servir | benutzen / verwenden / nutzen | usar / utilizar | usare / utilizzare
work | trabajar / chambear / currar | travailler / bosser | arbeiten | trabalhar | lavorare
study | estudiar | étudier | lernen / studieren | estudar | studiare
learn | aprender | apprendre | lernen | aprender | imparare
teach | enseñar | enseigner / apprendre | unterrichten / beibringen | ensinar | insegnare
help | ayudar | aider | helfen | ajudar | aiutare
fix | arreglar / reparar / componer | réparer / arranger | reparieren / richten | consertar / arrumar | riparare / aggiustare / sistemare
build | construir | construire | bauen | construir | costruire
break | romper / quebrar / descomponer | casser / briser | brechen / kaputt machen | quebrar / romper / estragar | rompere
cut | cortar | couper | schneiden | cortar | tagliare
open | abrir | ouvrir | öffnen / aufmachen | abrir | aprire
close | cerrar | fermer | schließen / zumachen | fechar | chiudere
turn on | prender / encender | allumer | einschalten / anmachen | ligar / acender | accendere
turn off | apagar | éteindre | ausschalten / ausmachen | desligar / apagar | spegnere
start | empezar / comenzar / iniciar | commencer / démarrer | anfangen / beginnen / starten | começar / iniciar | iniziare / cominciare
finish | terminar / acabar | finir / terminer | beenden / fertig machen | terminar / acabar | finire / terminare
end | - | se terminer / prendre fin | enden / zu Ende gehen | - | -
stop | parar / dejar de / detener | arrêter | aufhören / anhalten | parar / deixar de | smettere / fermare
continue | seguir / continuar | continuer | weitermachen | continuar / seguir | continuare
change | cambiar | changer | ändern / wechseln | mudar / trocar | cambiare
prepare | preparar | préparer | vorbereiten / zubereiten | preparar | preparare
organize | organizar / ordenar | organiser / ranger | organisieren / ordnen | organizar / arrumar | organizzare / sistemare
clean | limpiar | nettoyer / faire le ménage | putzen / reinigen / sauber machen | limpar | pulire
wash | lavar | laver | waschen / spülen | lavar | lavare
dry | secar | sécher | trocknen / abtrocknen | secar | asciugare
iron | planchar | repasser | bügeln | passar roupa / passar a ferro | stirare
sweep | barrer | balayer | fegen / kehren | varrer | spazzare
rake | rastrillar | ratisser | rechen / harken | rastelar | rastrellare
cook | cocinar / guisar | cuisiner / faire à manger | kochen | cozinhar | cucinare
bake | hornear | cuire / faire un gâteau | backen | assar | cuocere in forno / infornare
fry | freír | frire / faire frire | braten / frittieren | fritar | friggere
eat | comer | manger | essen | comer | mangiare
drink | beber / tomar | boire | trinken | beber / tomar | bere
sleep | dormir | dormir | schlafen | dormir | dormire
wake up | despertar / despertarse | se réveiller / réveiller | aufwachen / aufstehen | acordar | svegliare / svegliarsi
get up | levantarse / levantar | se lever / lever | aufstehen | levantar | alzarsi / alzare
rest | descansar | se reposer / reposer | sich ausruhen / ausruhen | descansar | riposare / riposarsi
relax | relajarse / relajar | se détendre / détendre / se relaxer | entspannen | relaxar | rilassarsi / rilassare
shower | ducharse / bañarse | se doucher | duschen | tomar banho | fare la doccia
brush | cepillar / cepillarse | brosser / se brosser | bürsten / putzen | escovar | spazzolare / lavare
dress | vestir / vestirse | habiller / s'habiller | anziehen / sich anziehen | vestir / vestir-se | vestire / vestirsi
wear | llevar / usar / ponerse | porter / mettre | tragen / anhaben | usar / vestir | indossare / portare / mettere
try on | probarse / medirse | essayer | anprobieren | provar / experimentar | provare
fit | quedar / caber | aller / rentrer | passen / sitzen | servir / caber | stare / entrare / andare bene
paint | pintar | peindre / repeindre | streichen / malen | pintar | dipingere / pitturare / verniciare
draw | dibujar | dessiner | zeichnen / malen | desenhar | disegnare
write | escribir | écrire | schreiben | escrever | scrivere
read | leer | lire | lesen | ler | leggere
sew | coser | coudre | nähen | costurar | cucire
knit | tejer | tricoter | stricken | tricotar / fazer tricô | lavorare a maglia
play | jugar / tocar | jouer | spielen | jogar / brincar / tocar | giocare / suonare
sing | cantar | chanter | singen | cantar | cantare
dance | bailar | danser | tanzen | dançar | ballare
swim | nadar | nager | schwimmen | nadar | nuotare
run | correr | courir | laufen / rennen / joggen | correr | correre
walk | caminar / andar / pasear | marcher / se promener | gehen / laufen / spazieren | andar / caminhar / passear | camminare / passeggiare
hike | hacer senderismo / caminar | randonner / faire de la randonnée | wandern | fazer trilha / caminhar | fare escursioni
climb | escalar / subir | grimper / escalader / monter | klettern / steigen | escalar / subir | arrampicarsi / salire
ride | montar / andar en | monter / faire du | reiten | andar de / montar | cavalcare
cycle | pedalear / andar en bici | pédaler / faire du vélo | Rad fahren / radeln | pedalar | pedalare / andare in bici
train | entrenar | s'entraîner / entraîner | trainieren | treinar / malhar | allenarsi / allenare
exercise | ejercitarse / hacer ejercicio | faire du sport | Sport machen / trainieren | malhar / exercitar | fare esercizio / fare sport
camp | acampar | camper | zelten / campen | acampar | campeggiare
fish | pescar | pêcher | angeln | pescar | pescare
travel | viajar | voyager | reisen | viajar | viaggiare
visit | visitar | visiter / rendre visite | besuchen | visitar | visitare
fly | volar | voler / prendre l'avion | fliegen | voar | volare
drive | manejar / conducir | conduire | fahren | dirigir / guiar | guidare
go | ir | aller | gehen / fahren | ir | andare
come | venir | venir | kommen | vir | venire
arrive | llegar | arriver | ankommen / kommen | chegar | arrivare
return | volver / regresar | revenir / rentrer / retourner | zurückkommen / zurückgehen | voltar / retornar | tornare / ritornare
enter | entrar | entrer | hineingehen / reinkommen | entrar | entrare
go out | salir | sortir | ausgehen / rausgehen | sair | uscire
go up | subir | monter | hochgehen / hinaufgehen | subir | salire
go down | bajar | descendre | runtergehen / hinuntergehen | descer | scendere
fall | caer / caerse | tomber | fallen / stürzen / hinfallen | cair | cadere
stay | quedarse / quedar | rester | bleiben | ficar | restare / rimanere / stare
live | vivir | vivre / habiter | wohnen / leben | morar / viver | vivere / abitare
move house | mudarse / mudar | déménager / emménager | umziehen | mudar / mudar-se | traslocare / trasferirsi
sit | sentarse / sentar | s'asseoir / asseoir | sitzen / sich setzen | sentar | sedersi / sedere
stand | pararse / estar de pie | se lever / être debout | stehen | ficar de pé / levantar | stare in piedi
lie down | acostarse | s'allonger / se coucher | sich hinlegen / liegen | deitar | sdraiarsi / stendersi
hang | colgar | accrocher / suspendre | aufhängen / hängen | pendurar | appendere
hold | sostener / agarrar / aguantar | tenir | halten | segurar | tenere / reggere
grab | agarrar / coger | attraper / saisir | greifen / packen | pegar / agarrar | afferrare / prendere
throw | tirar / aventar / lanzar | jeter / lancer | werfen | jogar / atirar | buttare / lanciare
throw away | tirar / botar | jeter | wegwerfen | jogar fora | buttare via
push | empujar | pousser | drücken / schieben | empurrar | spingere
pull | jalar / tirar | tirer | ziehen | puxar | tirare
touch | tocar | toucher | anfassen / berühren | tocar / mexer | toccare
fill | llenar | remplir | füllen | encher | riempire
empty | vaciar | vider | leeren | esvaziar | svuotare
cover | cubrir / tapar | couvrir / recouvrir | abdecken / bedecken | cobrir / tampar | coprire
protect | proteger | protéger | schützen | proteger | proteggere
heat | calentar | chauffer / réchauffer | heizen / erwärmen / aufwärmen | esquentar / aquecer | scaldare / riscaldare
cool | enfriar | refroidir | abkühlen / kühlen | esfriar | raffreddare
freeze | congelar / helar | geler / congeler | frieren / einfrieren | congelar | congelare / gelare
burn | quemar / quemarse | brûler | brennen / verbrennen | queimar | bruciare / scottare
melt | derretir | fondre | schmelzen | derreter | sciogliere
grow | crecer / cultivar | grandir / pousser | wachsen / anbauen | crescer / cultivar | crescere / coltivare
plant | plantar / sembrar | planter | pflanzen | plantar | piantare
water | regar | arroser | gießen | regar | innaffiare
feed | alimentar / dar de comer | nourrir | füttern | alimentar / dar comida | dare da mangiare / nutrire
take care | cuidar | s'occuper / prendre soin | sich kümmern / pflegen | cuidar | prendersi cura / curare
# verbs: the body and feelings
hurt | doler / lastimar | faire mal / blesser | wehtun / verletzen | doer / machucar | fare male / ferire
feel | sentir / sentirse | sentir / se sentir | fühlen / sich fühlen | sentir | sentire / sentirsi
sweat | sudar | transpirer / suer | schwitzen | suar | sudare
itch | picar / dar comezón | gratter / démanger | jucken | coçar | prudere
cough | toser | tousser | husten | tossir | tossire
snore | roncar | ronfler | schnarchen | roncar | russare
cry | llorar | pleurer | weinen | chorar | piangere
laugh | reír / reírse | rire | lachen | rir | ridere
smile | sonreír | sourire | lächeln | sorrir | sorridere
see | ver | voir | sehen | ver / enxergar | vedere
look | mirar | regarder | schauen / anschauen / ansehen | olhar | guardare
watch | ver / mirar | regarder | anschauen / gucken | assistir / ver | guardare
hear | oír / escuchar | entendre | hören | ouvir / escutar | sentire
listen | escuchar | écouter | zuhören / hören | escutar / ouvir | ascoltare
smell | oler | sentir | riechen | cheirar | odorare / sentire
stink | apestar | puer | stinken | feder | puzzare
taste | probar | goûter | schmecken / probieren | provar | assaggiare
breathe | respirar | respirer | atmen | respirar | respirare
grow up | crecer | grandir | aufwachsen | crescer | crescere
get sick | enfermarse | tomber malade | krank werden | ficar doente | ammalarsi
heal | curar / sanar | guérir / soigner | heilen | curar / sarar | guarire
scratch | rascar / arañar / rayar | gratter / griffer / rayer | kratzen / zerkratzen | arranhar / coçar / riscar | graffiare / grattare
bite | morder | mordre | beißen | morder | mordere
chew | masticar / morder | mâcher / mordiller | kauen / zerbeißen | mastigar / roer | masticare / rosicchiare
lick | lamer | lécher | lecken | lamber | leccare
shed | soltar pelo / mudar | perdre ses poils | haaren | soltar pelo | perdere pelo
get bored | aburrirse | s'ennuyer | sich langweilen | entediar / ficar entediado | annoiarsi
get angry | enojarse / enfadarse | se fâcher / s'énerver | sich ärgern | irritar / ficar bravo | arrabbiarsi
be afraid | tener miedo | avoir peur | Angst haben | ter medo | avere paura
be ashamed | avergonzarse / darle pena | avoir honte | sich schämen | ter vergonha | vergognarsi
complain | quejarse | se plaindre | sich beschweren / meckern | reclamar / queixar | lamentarsi
argue | pelear / discutir | se disputer | streiten | brigar / discutir | litigare
cheer up | animar | remonter le moral | aufmuntern | animar | tirare su
enjoy | disfrutar | profiter / apprécier | genießen | curtir / aproveitar | godersi / divertirsi
celebrate | celebrar / festejar | fêter / célébrer | feiern | comemorar / celebrar / festejar | festeggiare / celebrare
marry | casarse / casar | se marier / épouser | heiraten | casar | sposarsi / sposare
graduate | graduarse | obtenir son diplôme | den Abschluss machen | formar / formar-se | laurearsi / diplomarsi
retire | jubilarse / retirarse | prendre sa retraite | in Rente gehen | aposentar / aposentar-se | andare in pensione
be born | nacer | naître | geboren werden | nascer | nascere
die | morir / morirse | mourir | sterben | morrer | morire
# verbs: talking and thinking
say | decir | dire | sagen | dizer / falar | dire
tell | contar / decir | raconter / dire | erzählen / sagen | contar / dizer | raccontare / dire
speak | hablar | parler | sprechen / reden | falar | parlare
talk | hablar / platicar / charlar | parler / discuter | reden / sprechen / quatschen | conversar / falar / bater papo | parlare / chiacchierare
ask | preguntar / pedir | demander | fragen / bitten | perguntar / pedir | chiedere / domandare
answer | contestar / responder | répondre | antworten / beantworten | responder | rispondere
explain | explicar | expliquer | erklären | explicar | spiegare
show | mostrar / enseñar | montrer | zeigen | mostrar | mostrare / far vedere
call | llamar / marcar | appeler | anrufen / rufen | ligar / chamar | chiamare / telefonare
write back | responder / contestar | répondre | zurückschreiben | responder | rispondere
send | enviar / mandar | envoyer | schicken / senden | enviar / mandar | mandare / inviare / spedire
receive | recibir | recevoir | erhalten / bekommen | receber | ricevere
recommend | recomendar | recommander / conseiller | empfehlen | recomendar / indicar | consigliare / raccomandare
suggest | sugerir | suggérer / proposer | vorschlagen | sugerir | suggerire / proporre
compare | comparar | comparer | vergleichen | comparar | confrontare / paragonare
check | revisar / checar / comprobar | vérifier / regarder | prüfen / nachsehen / checken | verificar / checar / conferir | controllare / verificare
confirm | confirmar | confirmer | bestätigen | confirmar | confermare
promise | prometer | promettre | versprechen | prometer | promettere
agree | estar de acuerdo / acordar | être d'accord | zustimmen / einverstanden sein | concordar | essere d'accordo
thank | agradecer | remercier | danken / sich bedanken | agradecer | ringraziare
apologize | disculparse / pedir perdón | s'excuser | sich entschuldigen | desculpar / pedir desculpa | scusarsi
joke | bromear | plaisanter / blaguer | scherzen | brincar / zoar | scherzare
# verbs: buying, paying and errands
buy | comprar | acheter | kaufen | comprar | comprare
sell | vender | vendre | verkaufen | vender | vendere
pay | pagar | payer | bezahlen / zahlen | pagar | pagare
spend | gastar | dépenser | ausgeben | gastar | spendere
cost | costar / valer | coûter | kosten | custar | costare
save | ahorrar | économiser / épargner | sparen | economizar / poupar | risparmiare
charge | cobrar | facturer / débiter | berechnen / abbuchen | cobrar | addebitare / far pagare
refund | reembolsar / devolver el dinero | rembourser | erstatten / zurückerstatten | reembolsar / estornar | rimborsare
return | devolver / regresar | rendre / retourner / renvoyer | zurückgeben / zurückschicken | devolver | restituire / rendere
exchange | cambiar | échanger | umtauschen | trocar | cambiare
order | pedir / encargar / ordenar | commander | bestellen | pedir / encomendar | ordinare
cancel | cancelar / anular | annuler | stornieren / absagen | cancelar | annullare / disdire
book | reservar | réserver | buchen / reservieren | reservar | prenotare
deliver | entregar / repartir | livrer | liefern / zustellen | entregar | consegnare
ship | enviar / mandar | expédier / envoyer | versenden / verschicken | enviar / despachar | spedire
wrap | envolver | emballer / envelopper | einpacken / verpacken | embrulhar | incartare / impacchettare
track | rastrear / seguir | suivre | verfolgen | rastrear | tracciare / seguire
give as a gift | regalar | offrir | schenken | presentear / dar de presente | regalare
pick up | recoger | récupérer / aller chercher | abholen | buscar / pegar | ritirare / andare a prendere
include | incluir | inclure / comprendre | enthalten / einschließen | incluir | includere / comprendere
last | durar | durer | halten / dauern | durar | durare
work | funcionar / servir | marcher / fonctionner | funktionieren / gehen | funcionar | funzionare / andare
appear | aparecer / salir | apparaître / s'afficher | erscheinen / angezeigt werden | aparecer | comparire / apparire
happen | pasar / suceder / ocurrir | arriver / se passer | passieren / geschehen | acontecer | succedere / capitare
spill | derramar / tirar | renverser | verschütten / auslaufen | derramar / vazar | rovesciare / versare
leak | gotear / chorrear | fuir / couler | auslaufen / tropfen | vazar / pingar | perdere / gocciolare
get wet | mojarse | se mouiller | nass werden | molhar | bagnarsi
get dirty | ensuciarse | se salir | schmutzig werden | sujar | sporcarsi
get dark | oscurecer / anochecer | faire nuit / s'assombrir | dunkel werden | escurecer / anoitecer | fare buio / fare notte
rain | llover | pleuvoir | regnen | chover | piovere
snow | nevar | neiger | schneien | nevar | nevicare
# verbs: more everyday verbs
allow | dejar / permitir | laisser / permettre | lassen / erlauben | deixar / permitir | lasciare / permettere
let | dejar | laisser | lassen | deixar | lasciare
become | volverse / hacerse / ponerse | devenir | werden | ficar / tornar-se | diventare
get ready | arreglarse / prepararse | se préparer | sich fertig machen | se arrumar | prepararsi
turn | cumplir | avoir | werden | fazer | compiere
fulfill | cumplir | remplir / tenir | erfüllen | cumprir | compiere / mantenere
release | soltar | lâcher | loslassen | soltar | mollare
crawl | gatear | marcher à quatre pattes | krabbeln | engatinhar | gattonare
convince | convencer | convaincre | überzeugen | convencer | convincere
remodel | remodelar / reformar | rénover / refaire | renovieren / umbauen | reformar | ristrutturare / rifare
renovate | renovar | rénover | renovieren / sanieren | renovar / reformar | rinnovare
consume | consumir / gastar | consommer | verbrauchen | consumir / gastar | consumare
exist | existir | exister | existieren / geben | existir | esistere
tear | romper / rasgar | déchirer | reißen / zerreißen | rasgar | strappare
inherit | heredar | hériter | erben | herdar | ereditare
lend | prestar | prêter | leihen / ausleihen | emprestar | prestare
borrow | pedir prestado | emprunter | leihen / ausleihen | pegar emprestado | prendere in prestito
rent | rentar / alquilar | louer | mieten | alugar | affittare / noleggiare
share | compartir | partager | teilen | compartilhar / partilhar | condividere
join | unir / juntar | rejoindre / joindre | verbinden / beitreten | juntar / unir | unire
meet | conocer / quedar / reunirse | rencontrer / retrouver | treffen / kennenlernen | conhecer / encontrar | incontrare / conoscere
date | salir con | sortir avec | ausgehen mit | namorar / sair com | uscire con
invite | invitar | inviter | einladen | convidar | invitare
host | recibir / hospedar | recevoir / héberger | bewirten / beherbergen | receber / hospedar | ospitare
accept | aceptar | accepter | akzeptieren / annehmen | aceitar | accettare
refuse | negarse / rechazar | refuser | ablehnen / sich weigern | recusar | rifiutare
deny | negar | nier | leugnen / verweigern | negar | negare
win | ganar | gagner | gewinnen | ganhar / vencer | vincere
earn | ganar | gagner | verdienen | ganhar | guadagnare
count | contar | compter | zählen | contar | contare
measure | medir | mesurer | messen | medir | misurare
weigh | pesar | peser | wiegen | pesar | pesare
fold | doblar | plier | falten | dobrar | piegare
hang up | colgar / tender | étendre / accrocher | aufhängen | estender / pendurar | stendere
mix | mezclar | mélanger | mischen | misturar | mescolare
pour | servir / echar | verser | gießen / eingießen | servir / despejar | versare
boil | hervir | bouillir | kochen | ferver | bollire
roast | asar / tostar | rôtir / griller | rösten / braten | assar | arrostire
peel | pelar | éplucher | schälen | descascar | sbucciare
chop | picar / cortar | hacher / couper | hacken / schneiden | picar | tritare
taste good | saber bien | être bon | gut schmecken | ser gostoso | essere buono
order food | pedir comida | commander à manger | Essen bestellen | pedir comida | ordinare cibo
repair | reparar / arreglar | réparer | reparieren | reparar / consertar | riparare
install | instalar | installer | installieren / einbauen | instalar | installare
assemble | armar / montar | monter / assembler | zusammenbauen / aufbauen | montar | montare / assemblare
connect | conectar | connecter / brancher | verbinden / anschließen | conectar / ligar | collegare
charge | cargar | charger / recharger | aufladen / laden | carregar | caricare / ricaricare
download | descargar / bajar | télécharger | herunterladen / runterladen | baixar | scaricare
upload | subir | télécharger / mettre en ligne | hochladen | enviar / subir | caricare
print | imprimir | imprimer | drucken | imprimir | stampare
log in | iniciar sesión / entrar | se connecter | sich anmelden / einloggen | entrar / fazer login | accedere / entrare
sign up | registrarse / inscribirse | s'inscrire | sich registrieren / anmelden | cadastrar / inscrever | registrarsi / iscriversi
subscribe | suscribirse | s'abonner | abonnieren | assinar | abbonarsi
block | bloquear | bloquer | blockieren / sperren | bloquear | bloccare
click | hacer clic / picar | cliquer | klicken | clicar | cliccare
type | escribir / teclear | taper / écrire | tippen | digitar | digitare / scrivere
search | buscar | rechercher / chercher | suchen | pesquisar / buscar | cercare
scroll | deslizar | défiler | scrollen | rolar | scorrere
save | guardar | enregistrer / sauvegarder | speichern | salvar / guardar | salvare
delete | borrar / eliminar | supprimer / effacer | löschen | apagar / excluir | cancellare / eliminare
update | actualizar | mettre à jour | aktualisieren | atualizar | aggiornare
fail | fallar | échouer / rater | scheitern / versagen | falhar | fallire / non funzionare
crash | chocar / estrellarse | planter / s'écraser | abstürzen | travar / bater | bloccarsi / schiantarsi
shake | sacudir / agitar | secouer | schütteln | sacudir / agitar | scuotere / agitare
squeeze | apretar | serrer | drücken / quetschen | apertar | stringere
press | apretar / presionar | appuyer | drücken | apertar / pressionar | premere
slip | resbalar / resbalarse | glisser | rutschen / ausrutschen | escorregar | scivolare
trip | tropezar | trébucher | stolpern | tropeçar | inciampare
jump | saltar / brincar | sauter | springen | pular / saltar | saltare
kick | patear | donner un coup de pied | treten | chutar | calciare
catch | atrapar / agarrar / cachar | attraper | fangen | pegar / apanhar | prendere / afferrare
hide | esconder | cacher | verstecken | esconder | nascondere
look after | cuidar | garder / surveiller | aufpassen / betreuen | cuidar | badare / curare
babysit | cuidar niños | garder des enfants | babysitten | cuidar de crianças | fare da babysitter
raise | criar / subir | élever / lever | großziehen / heben | criar / levantar | crescere / alzare
hug | abrazar | serrer dans ses bras | umarmen | abraçar | abbracciare
kiss | besar | embrasser | küssen | beijar | baciare
miss | extrañar / echar de menos | manquer | vermissen | sentir falta / ter saudade | mancare
bother | molestar | déranger / gêner | stören | incomodar | dare fastidio / disturbare
annoy | fastidiar / molestar | énerver / agacer | nerven / ärgern | irritar / chatear | infastidire / scocciare
scare | asustar | faire peur | erschrecken | assustar | spaventare
surprise | sorprender | surprendre | überraschen | surpreender | sorprendere
please | agradar / complacer | faire plaisir | erfreuen | agradar | far piacere
deserve | merecer | mériter | verdienen | merecer | meritare
wish | desear | souhaiter | wünschen | desejar | augurare / desiderare
imagine | imaginar | imaginer | sich vorstellen | imaginar | immaginare
notice | notar / darse cuenta | remarquer | bemerken | perceber / notar | notare / accorgersi
realize | darse cuenta | se rendre compte | merken | perceber | rendersi conto
mean | significar / querer decir | signifier / vouloir dire | bedeuten / meinen | significar / querer dizer | significare / voler dire
guess | adivinar / suponer | deviner | raten / schätzen | adivinhar / achar | indovinare
doubt | dudar | douter | zweifeln | duvidar | dubitare
trust | confiar | faire confiance | vertrauen | confiar | fidarsi
lie | mentir | mentir | lügen | mentir | mentire
pray | rezar | prier | beten | rezar | pregare
vote | votar | voter | wählen / abstimmen | votar | votare
complain | reclamar | réclamer | reklamieren | reclamar | reclamare
avoid | evitar | éviter | vermeiden | evitar | evitare
prevent | prevenir / evitar | empêcher / prévenir | verhindern / vorbeugen | prevenir / impedir | prevenire / evitare
solve | resolver / solucionar | résoudre | lösen | resolver | risolvere
improve | mejorar | améliorer | verbessern | melhorar | migliorare
increase | aumentar / subir | augmenter | erhöhen / steigen | aumentar | aumentare
reduce | reducir / bajar | réduire / baisser | reduzieren / senken | reduzir / diminuir | ridurre / abbassare
add | agregar / añadir | ajouter | hinzufügen | adicionar / acrescentar | aggiungere
remove | quitar / sacar | enlever / retirer | entfernen / wegnehmen | tirar / remover | togliere / rimuovere
replace | reemplazar / cambiar | remplacer | ersetzen / austauschen | substituir / trocar | sostituire
repeat | repetir | répéter | wiederholen | repetir | ripetere
practice | practicar | pratiquer / s'entraîner | üben | praticar | praticare / esercitarsi
win back | recuperar | récupérer | zurückgewinnen | recuperar | recuperare
recover | recuperarse / recuperar | se remettre / récupérer | sich erholen | recuperar / se recuperar | riprendersi / recuperare
move | mover / moverse | bouger / déplacer | bewegen | mexer / mover | muovere / spostare
push | empujar | pousser | schieben | empurrar | spingere
turn around | voltear / darse la vuelta | se retourner | sich umdrehen | virar | girarsi
cross | cruzar | traverser | überqueren | atravessar / cruzar | attraversare
park | estacionar / aparcar | se garer / garer | parken | estacionar | parcheggiare
land | aterrizar | atterrir | landen | pousar / aterrissar | atterrare
pack | empacar / hacer la maleta | faire la valise / emballer | packen / einpacken | arrumar a mala / embalar | fare la valigia / imballare
unpack | desempacar | déballer | auspacken | desembalar / desfazer a mala | disfare la valigia / spacchettare
arrive late | llegar tarde | arriver en retard | zu spät kommen | chegar atrasado | arrivare in ritardo
hurry | apurarse / darse prisa | se dépêcher | sich beeilen | apressar / correr | sbrigarsi
wait for | esperar | attendre | warten auf | esperar | aspettare
follow | seguir | suivre | folgen | seguir | seguire
lead | guiar / dirigir | guider / mener | führen | guiar / conduzir | guidare / condurre
join | apuntarse / inscribirse | s'inscrire | beitreten / sich anmelden | se inscrever / entrar | iscriversi
gain weight | engordar / subir de peso | grossir / prendre du poids | zunehmen | engordar | ingrassare
lose weight | adelgazar / bajar de peso | maigrir / perdre du poids | abnehmen | emagrecer | dimagrire
smoke | fumar | fumer | rauchen | fumar | fumare
shave | afeitarse / rasurarse | se raser | sich rasieren / rasieren | barbear / depilar | radersi / rasare
comb | peinar / peinarse | coiffer / peigner | kämmen | pentear | pettinare
make up | maquillarse | se maquiller | sich schminken | maquiar | truccarsi
bathe | bañar / bañarse | baigner / prendre un bain | baden | banhar / dar banho | fare il bagno / lavare
change clothes | cambiarse | se changer | sich umziehen | trocar de roupa | cambiarsi
take off | quitarse | enlever / retirer | ausziehen | tirar | togliere
put on | ponerse | mettre / enfiler | anziehen | vestir / colocar | mettere / indossare
tie | amarrar / atar | attacher / nouer | binden / zubinden | amarrar | allacciare / legare
fasten | abrochar | attacher / fermer | zumachen / schließen | fechar / abotoar | allacciare / chiudere
shrink | encoger / encogerse | rétrécir | einlaufen / schrumpfen | encolher | restringersi
fade | desteñir / decolorarse | déteindre / se décolorer | ausbleichen / verblassen | desbotar | sbiadire / scolorire
stretch | estirar / estirarse / dar de sí | étirer / se détendre | dehnen / ausleiern | esticar / alargar | allungare / sformarsi
wrinkle | arrugar / arrugarse | froisser | knittern | amassar | stropicciare
stain | manchar | tacher | Flecken machen | manchar | macchiare
sort | ordenar / clasificar | trier | sortieren | organizar / separar | ordinare / smistare
tidy | recoger / ordenar | ranger | aufräumen | arrumar | riordinare / mettere in ordine
decorate | decorar | décorer | dekorieren / schmücken | decorar / enfeitar | decorare / addobbare
light | encender | allumer | anzünden | acender | accendere
ring | sonar | sonner | klingeln | tocar | suonare
break down | descomponerse / averiarse | tomber en panne | kaputtgehen | quebrar / estragar | rompersi / guastarsi
stop working | dejar de funcionar | arrêter de marcher | nicht mehr funktionieren | parar de funcionar | smettere di funzionare
run out | acabarse / agotarse | manquer / s'épuiser | ausgehen | acabar / esgotar | finire / esaurirsi
outgrow | quedar chico | devenir trop petit | herauswachsen | ficar pequeno | diventare piccolo
# verbs: still more everyday verbs
offer | ofrecer | offrir / proposer | anbieten | oferecer | offrire
belong | pertenecer | appartenir | gehören | pertencer | appartenere
depend | depender | dépendre | abhängen | depender | dipendere
fit in | caber | tenir / rentrer | reinpassen | caber | starci / entrarci
suit | quedar bien | aller bien | stehen | ficar bem | stare bene
look like | parecerse | ressembler | aussehen wie / ähneln | parecer | somigliare / assomigliare
describe | describir | décrire | beschreiben | descrever | descrivere
mention | mencionar | mentionner | erwähnen | mencionar | menzionare
discuss | hablar de / discutir | discuter | besprechen | discutir | discutere
decide on | decidirse | se décider | sich entscheiden | decidir-se | decidersi
plan | planear / planificar | prévoir / planifier | planen | planejar | pianificare / programmare
arrange | arreglar / acomodar | arranger / disposer | anordnen / einrichten | arrumar / organizar | sistemare / disporre
furnish | amueblar | meubler | einrichten / möblieren | mobiliar | arredare
store away | guardar | ranger | wegräumen / verstauen | guardar | mettere via
collect | coleccionar / juntar | collectionner / ramasser | sammeln | colecionar / juntar | collezionare / raccogliere
pick | recoger / escoger | cueillir / choisir | pflücken / aussuchen | colher / escolher | raccogliere / scegliere
gather | juntar / reunir | rassembler / réunir | sammeln / versammeln | juntar / reunir | raccogliere / riunire
separate | separar | séparer | trennen | separar | separare
divide | dividir / partir | diviser / partager | teilen | dividir | dividere
fill up | llenar | remplir | auffüllen / volltanken | encher | riempire
drop | soltar / tirar | laisser tomber / faire tomber | fallen lassen | deixar cair | far cadere
wipe | limpiar / pasar un trapo | essuyer | abwischen | limpar / passar pano | pulire / passare lo straccio
scrub | tallar / fregar | frotter | schrubben | esfregar | strofinare
rinse | enjuagar | rincer | ausspülen | enxaguar | sciacquare
soak | remojar | tremper | einweichen | deixar de molho | mettere a bagno
wash dishes | lavar los trastes / fregar | faire la vaisselle | abwaschen / spülen | lavar a louça | lavare i piatti
hang out laundry | tender | étendre | aufhängen | estender | stendere
sew on | pegar / coser | coudre | annähen | pregar / costurar | attaccare / cucire
mend | remendar / zurcir | raccommoder | flicken | remendar | rammendare
knot | anudar | nouer | knoten | dar um nó | annodare
wrap up | abrigarse | se couvrir | sich warm anziehen | se agasalhar | coprirsi
warm up | calentarse | se réchauffer | sich aufwärmen | se aquecer / esquentar | scaldarsi
cool down | refrescarse | se rafraîchir | sich abkühlen | se refrescar | rinfrescarsi
get cold | enfriarse | se refroidir / refroidir | kalt werden | esfriar | raffreddarsi
get hot | calentarse | chauffer | heiß werden | esquentar | scaldarsi
get wrinkled | arrugarse | se froisser | knittern | amassar | stropicciarsi
get lost | perderse | se perdre | sich verlaufen / verloren gehen | se perder / sumir | perdersi
get tired | cansarse | se fatiguer | müde werden | cansar | stancarsi
get better | mejorar / mejorarse | aller mieux | besser werden | melhorar | migliorare
get worse | empeorar | empirer | schlimmer werden | piorar | peggiorare
calm down | calmarse | se calmer | sich beruhigen | se acalmar | calmarsi
fall asleep | dormirse / quedarse dormido | s'endormir | einschlafen | dormir / pegar no sono | addormentarsi
get used | acostumbrarse | s'habituer | sich gewöhnen | se acostumar | abituarsi
care about | importar | tenir à | wichtig sein | importar | tenere a
bring back | devolver / traer de vuelta | rapporter / ramener | zurückbringen | trazer de volta | riportare
send back | regresar / mandar de vuelta | renvoyer | zurückschicken | mandar de volta / devolver | rimandare / restituire
go back | regresar / volver | retourner | zurückgehen | voltar | tornare indietro
come back | volver / regresar | revenir | zurückkommen | voltar | tornare
show up | aparecer / llegar | se pointer / arriver | auftauchen | aparecer | presentarsi
stay home | quedarse en casa | rester à la maison | zu Hause bleiben | ficar em casa | restare a casa
go shopping | ir de compras | faire les courses / faire du shopping | einkaufen gehen | fazer compras | fare shopping / fare la spesa
shop | comprar | faire les magasins | einkaufen / shoppen | fazer compras | fare acquisti
browse | ver / echar un vistazo | regarder / jeter un œil | stöbern / umschauen | dar uma olhada | dare un'occhiata
dislike | no gustar | ne pas aimer | nicht mögen | não gostar | non piacere
mind | importar | déranger | ausmachen / stören | importar | dispiacere
pay attention | fijarse / prestar atención | faire attention | aufpassen / achten | prestar atenção | fare attenzione / stare attento
look forward | tener ganas | avoir hâte | sich freuen | estar ansioso | non vedere l'ora
be worth | valer | valoir | wert sein / sich lohnen | valer | valere
be missing | faltar | manquer | fehlen | faltar | mancare
be enough | alcanzar / bastar | suffire | reichen / genügen | bastar / dar | bastare
be left | quedar / sobrar | rester | übrig bleiben | sobrar / restar | avanzare / restare
`;
