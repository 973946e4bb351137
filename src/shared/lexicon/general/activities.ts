/** General vocabulary (see ../general.ts): school and work, money, technology, hobbies, sports and celebrations. */
export const ACTIVITIES = `
# nouns: school and work
class | clase | cours / classe | Unterricht / Klasse / Stunde | aula / turma | lezione / classe
homework | tarea / deberes | devoirs | Hausaufgaben | lição de casa / dever de casa / tarefa / trabalho de casa | compiti
exam | examen | examen / contrôle / partiel | Prüfung / Klausur / Test | prova / exame | esame / verifica / compito in classe
grade | calificación / nota | note | Note | nota | voto
subject | materia / asignatura | matière | Fach | matéria / disciplina | materia
math | matemáticas / mates | maths / mathématiques | Mathe / Mathematik | matemática | matematica
history | historia | histoire | Geschichte | história | storia
science | ciencias / ciencia | sciences | Naturwissenschaften / Wissenschaft | ciências | scienze
english | inglés | anglais | Englisch | inglês | inglese
spanish | español / castellano | espagnol | Spanisch | espanhol | spagnolo
french | francés | français | Französisch | francês | francese
german | alemán | allemand | Deutsch | alemão | tedesco
language | idioma / lengua | langue | Sprache | idioma / língua | lingua
notebook | cuaderno / libreta | cahier | Heft | caderno | quaderno
book | libro | livre / bouquin | Buch | livro | libro
pencil | lápiz | crayon | Bleistift | lápis | matita
pen | pluma / bolígrafo / boli | stylo | Kuli / Kugelschreiber / Stift | caneta | penna
backpack | mochila | sac à dos | Rucksack / Schulranzen | mochila | zaino
semester | semestre | semestre | Semester | semestre | semestre
course | curso | cours / stage / formation | Kurs | curso | corso
degree | título / carrera | diplôme | Abschluss | diploma / formatura | laurea
graduation | graduación | remise des diplômes | Abschlussfeier / Abschluss | formatura | laurea
work | trabajo / chamba / curro | travail / boulot / taf | Arbeit / Job | trabalho / serviço / emprego | lavoro
job | empleo / trabajo / puesto | emploi / poste / job | Job / Stelle | emprego / vaga | lavoro / posto
job interview | entrevista de trabajo | entretien d'embauche | Vorstellungsgespräch | entrevista de emprego | colloquio di lavoro
interview | entrevista | entretien | Interview / Gespräch | entrevista | colloquio / intervista
meeting | junta / reunión | réunion | Besprechung / Meeting / Treffen | reunião | riunione
company | empresa / compañía | entreprise / société / boîte | Firma / Unternehmen | empresa / companhia | azienda / ditta / compagnia
shift | turno | service / poste | Schicht | turno / plantão | turno
salary | sueldo / salario | salaire | Gehalt / Lohn | salário | stipendio
retirement | jubilación / retiro | retraite | Rente / Ruhestand | aposentadoria / reforma | pensione
project | proyecto | projet | Projekt | projeto | progetto
home office | oficina en casa / home office / teletrabajo | télétravail | Homeoffice | home office / teletrabalho | smart working / telelavoro
# nouns: money, shopping and technology
money | dinero / plata / lana / pasta | argent / fric / sous | Geld / Kohle | dinheiro / grana | soldi / denaro / quattrini
cash | efectivo | espèces / liquide | Bargeld / bar | dinheiro vivo / espécie | contanti
coin | moneda | pièce | Münze | moeda | moneta
bill | cuenta / factura / recibo | facture / addition | Rechnung | conta / fatura | conto / bolletta / fattura
price | precio | prix | Preis | preço | prezzo
cost | costo / coste | coût | Kosten | custo | costo
budget | presupuesto | budget | Budget | orçamento | budget
tax | impuesto | impôt / taxe | Steuer | imposto | tassa
change | cambio / vuelto / feria | monnaie | Wechselgeld | troco | resto
receipt | recibo / ticket | reçu / ticket | Quittung / Kassenbon / Beleg | recibo / nota fiscal | scontrino / ricevuta
brand | marca | marque | Marke | marca | marca
quality | calidad | qualité | Qualität | qualidade | qualità
model | modelo | modèle | Modell | modelo | modello
stock | existencias / inventario / stock | stock | Lager / Bestand | estoque | magazzino / scorte
delivery | entrega / reparto | livraison | Lieferung / Zustellung | entrega | consegna
tracking | seguimiento / rastreo | suivi | Sendungsverfolgung / Tracking | rastreio / rastreamento | tracciamento / tracking
computer | computadora / ordenador / compu / pc | ordinateur / ordi | Computer / Rechner | computador / pc | computer / pc
laptop | laptop / portátil | ordinateur portable / portable | Laptop / Notebook | notebook / laptop / portátil | portatile / laptop
phone | teléfono / celular / móvil / cel | téléphone / portable / tel | Handy / Telefon | celular / telemóvel / telefone | telefono / cellulare
screen | pantalla | écran | Bildschirm | tela / ecrã | schermo
battery | batería / pila | batterie / pile | Akku / Batterie | bateria / pilha | batteria / pila
charger | cargador | chargeur | Ladegerät | carregador | caricatore
cable | cable | câble | Kabel | cabo | cavo
internet | internet | internet | Internet | internet | internet
wifi | wifi / wi-fi | wifi | WLAN | wi-fi | wifi
message | mensaje | message | Nachricht | mensagem | messaggio
email | correo / mail / email | mail / courriel / e-mail | E-Mail / Mail | e-mail / email | mail / email
password | contraseña | mot de passe | Passwort | senha | password
app | aplicación / app | application / appli | App | aplicativo / app | app / applicazione
video | video / vídeo | vidéo | Video | vídeo | video
photo | foto | photo | Foto | foto | foto
game | juego | jeu | Spiel | jogo | gioco
video game | videojuego | jeu vidéo | Videospiel / Computerspiel | videogame / jogo | videogioco
# nouns: hobbies, sports and celebrations
hobby | pasatiempo / hobby | loisir / passe-temps | Hobby | hobby / passatempo | hobby / passatempo
sport | deporte | sport | Sport | esporte / desporto | sport
soccer | fútbol / futbol | foot / football | Fußball | futebol | calcio
basketball | básquetbol / baloncesto / básquet | basket / basketball | Basketball | basquete / basquetebol | pallacanestro / basket
tennis | tenis | tennis | Tennis | tênis / ténis | tennis
volleyball | voleibol / vóley | volley | Volleyball | vôlei | pallavolo
swimming | natación | natation | Schwimmen | natação | nuoto
running | running / footing | course / footing / running | Laufen / Joggen | corrida | corsa
cycling | ciclismo | cyclisme / vélo | Radfahren | ciclismo | ciclismo
hiking | senderismo / caminata | randonnée / rando | Wandern | trilha / caminhada | escursionismo / trekking
climbing | escalada | escalade | Klettern | escalada | arrampicata
yoga | yoga | yoga | Yoga | ioga / yoga | yoga
dance | baile / danza | danse | Tanz | dança | ballo / danza
music | música | musique | Musik | música | musica
song | canción | chanson | Lied / Song | música / canção | canzone
guitar | guitarra | guitare | Gitarre | violão / guitarra | chitarra
piano | piano | piano | Klavier | piano | pianoforte / piano
drawing | dibujo | dessin | Zeichnung | desenho | disegno
painting | pintura | peinture | Malerei / Gemälde | pintura | pittura
photography | fotografía | photographie / photo | Fotografie | fotografia | fotografia
reading | lectura | lecture | Lesen | leitura | lettura
knitting | tejido / punto | tricot | Stricken | tricô / crochê | maglia / uncinetto
sewing | costura | couture | Nähen | costura | cucito
gardening | jardinería | jardinage | Gartenarbeit | jardinagem | giardinaggio
fishing | pesca | pêche | Angeln | pesca | pesca
movie | película / peli / cine | film | Film | filme | film
series | serie | série | Serie | série | serie
party | fiesta / fiestita / pachanga | fête / soirée | Party / Feier / Fest | festa | festa
celebration | celebración / festejo | célébration / fête | Feier | comemoração / celebração | festa / festeggiamento
christmas | navidad | noël | Weihnachten | natal | natale
easter | pascua / semana santa | pâques | Ostern | páscoa | pasqua
new year | año nuevo | nouvel an / jour de l'an | Neujahr / Silvester | ano novo | capodanno
mother's day | día de las madres / día de la madre | fête des mères | Muttertag | dia das mães | festa della mamma
father's day | día del padre | fête des pères | Vatertag | dia dos pais | festa del papà
valentine's day | san valentín / día del amor | saint-valentin | Valentinstag | dia dos namorados | san valentino
gift | regalo / obsequio | cadeau | Geschenk | presente / prenda | regalo
surprise party | fiesta sorpresa | fête surprise | Überraschungsparty | festa surpresa | festa a sorpresa
baby shower | baby shower | baby shower | Babyparty | chá de bebê | baby shower
match | partido | match / partie | Spiel / Match | partida / jogo | partita
race | carrera | course | Rennen / Lauf | corrida | gara / corsa
exchange program | intercambio | échange | Austausch | intercâmbio | scambio
joke | chiste / broma | blague | Witz | piada | barzelletta / battuta
news | noticias | nouvelles / infos / actualités | Nachrichten | notícias | notizie
# nouns: everyday abstract words
life | vida | vie | Leben | vida | vita
death | muerte | mort | Tod | morte | morte
world | mundo | monde | Welt | mundo | mondo
situation | situación | situation | Situation / Lage | situação | situazione
case | caso | cas | Fall | caso | caso
example | ejemplo | exemple | Beispiel | exemplo | esempio
option | opción | option / choix | Option / Möglichkeit | opção | opzione
choice | elección / opción | choix | Wahl / Auswahl | escolha | scelta
possibility | posibilidad | possibilité | Möglichkeit | possibilidade | possibilità
chance | oportunidad / chance | occasion / chance | Chance / Gelegenheit | oportunidade / chance | occasione / possibilità
opportunity | oportunidad | occasion / opportunité | Gelegenheit | oportunidade | opportunità
plan | plan | plan / projet | Plan | plano | piano / programma
goal | objetivo / meta | objectif / but | Ziel | objetivo / meta | obiettivo / scopo
result | resultado | résultat | Ergebnis | resultado | risultato
change | cambio | changement | Veränderung | mudança | cambiamento
difference | diferencia | différence | Unterschied | diferença | differenza
information | información / info | information / info / renseignement | Information / Info / Auskunft | informação / info | informazione / informazioni
detail | detalle | détail | Detail / Einzelheit | detalhe | dettaglio
list | lista | liste | Liste | lista | lista / elenco
rule | regla / norma | règle | Regel | regra | regola
law | ley | loi | Gesetz | lei | legge
right | derecho | droit | Recht | direito | diritto
truth | verdad | vérité | Wahrheit | verdade | verità
lie | mentira | mensonge | Lüge | mentira | bugia
secret | secreto | secret | Geheimnis | segredo | segreto
story | historia / cuento | histoire | Geschichte | história | storia
memory | memoria | mémoire | Erinnerung / Gedächtnis | memória | memoria
keepsake | recuerdo / recuerdito | souvenir | Andenken / Erinnerungsstück | lembrança / lembrancinha | ricordo / ricordino
experience | experiencia | expérience | Erfahrung | experiência | esperienza
habit | costumbre / hábito | habitude | Gewohnheit | hábito / costume | abitudine
routine | rutina | routine | Routine / Alltag | rotina | routine
effort | esfuerzo | effort | Mühe / Anstrengung | esforço | sforzo
attention | atención | attention | Aufmerksamkeit | atenção | attenzione
care | cuidado | soin / attention | Pflege / Sorgfalt | cuidado | cura
safety | seguridad | sécurité | Sicherheit | segurança | sicurezza
danger | peligro | danger | Gefahr | perigo | pericolo
risk | riesgo | risque | Risiko | risco | rischio
damage | daño | dommage / dégât | Schaden | dano / estrago | danno
fault | culpa / falla | faute / défaut | Schuld / Fehler | culpa / defeito | colpa / difetto
defect | defecto / falla | défaut | Defekt / Mangel | defeito | difetto
reason | motivo | raison | Grund | motivo | motivo
purpose | propósito / fin | but | Zweck | propósito / finalidade | scopo
use | uso | usage / utilisation | Gebrauch / Nutzung | uso | uso
need | necesidad | besoin | Bedarf / Bedürfnis | necessidade | bisogno / necessità
wish | deseo | souhait / envie | Wunsch | desejo | desiderio
taste | gusto / sabor | goût | Geschmack | gosto / sabor | gusto / sapore
pleasure | placer / gusto | plaisir | Vergnügen / Spaß | prazer | piacere
fun | diversión | amusement / plaisir | Spaß | diversão | divertimento
comfort | comodidad / confort | confort | Komfort / Bequemlichkeit | conforto | comodità / comfort
space | espacio / lugar | place / espace | Platz / Raum | espaço | spazio / posto
shape | forma | forme | Form | forma / formato | forma
sound | sonido / ruido | son / bruit | Ton / Geräusch | som / barulho | suono / rumore
voice | voz | voix | Stimme | voz | voce
word | palabra | mot | Wort | palavra | parola
sentence | frase / oración | phrase | Satz | frase | frase
page | página | page | Seite | página | pagina
picture | foto / imagen | photo / image | Bild / Foto | foto / imagem | foto / immagine
sign | señal / letrero | panneau / signe | Schild / Zeichen | placa / sinal | cartello / segno
signal | señal | réseau / signal | Empfang / Signal | sinal | segnale
line | línea | ligne | Zeile | linha | riga
level | nivel | niveau | Niveau / Stufe | nível | livello
speed | velocidad | vitesse | Geschwindigkeit | velocidade | velocità
distance | distancia | distance | Entfernung / Abstand | distância | distanza
height | altura / estatura | hauteur / taille | Höhe / Größe | altura | altezza
length | largo / longitud | longueur | Länge | comprimento | lunghezza
width | ancho | largeur | Breite | largura | larghezza
depth | profundidad | profondeur | Tiefe | profundidade | profondità
power | poder / potencia | pouvoir / puissance | Kraft / Leistung | poder / potência | potere / potenza
way | modo | mode / façon | Art / Weise | modo | modo
order | orden | ordre | Ordnung / Reihenfolge | ordem | ordine
mess | lío | pagaille | Durcheinander | confusão | pasticcio
peace | paz | paix | Frieden / Ruhe | paz | pace
quiet | silencio / tranquilidad | silence / calme | Ruhe / Stille | silêncio / sossego | silenzio / tranquillità
freedom | libertad | liberté | Freiheit | liberdade | libertà
success | éxito | succès / réussite | Erfolg | sucesso / êxito | successo
failure | fracaso | échec | Misserfolg | fracasso | fallimento
fight | pelea | dispute / bagarre | Streit | briga | lite / litigio
group | grupo | groupe | Gruppe | grupo | gruppo
society | sociedad | société | Gesellschaft | sociedade | società
culture | cultura | culture | Kultur | cultura | cultura
religion | religión | religion | Religion | religião | religione
politics | política | politique | Politik | política | politica
government | gobierno | gouvernement | Regierung | governo | governo
war | guerra | guerre | Krieg | guerra | guerra
environment | medio ambiente / entorno | environnement | Umwelt | meio ambiente | ambiente
climate | clima | climat | Klima | clima | clima
pollution | contaminación | pollution | Verschmutzung | poluição | inquinamento
recycling | reciclaje | recyclage | Recycling | reciclagem | riciclaggio
plastic | plástico | plastique | Plastikmüll | plástico | plastica
# nouns and verbs: home crafts, parties and pets (2026, gloss11: general words of dictionary knowledge — giving birth, stuffing, a costume party, gel polish, firewood, treats for a pet, engraving and polishing, printing on cloth)
give birth | dar a luz / parir | accoucher | entbinden / gebären | dar à luz / parir | partorire
stuffing | relleno | rembourrage / garnissage | Füllung | enchimento | imbottitura
costume party | fiesta de disfraces | soirée déguisée / fête costumée | Kostümparty / Kostümfest | festa à fantasia | festa in maschera
poison | veneno | poison | Gift | veneno | veleno
spray | rociar / fumigar | pulvériser / vaporiser | sprühen / versprühen | pulverizar / borrifar | spruzzare
gel polish | esmalte semipermanente / semipermanente | vernis semi-permanent | Gellack | verniz gel / esmalte em gel | semipermanente / smalto semipermanente
beautician | esteticista | esthéticienne | Kosmetikerin | esteticista | estetista
newspaper | periódico | papier journal | Zeitung | jornal | giornale
log | leño | bûche | Holzscheit / Scheit | acha / tora | ceppo / ciocco
on the first try | a la primera / al primer intento | du premier coup | auf Anhieb / beim ersten Mal | de primeira / à primeira | al primo colpo
treat | golosina / premio | friandise / récompense | Leckerli / Leckerchen | petisco | premietto / snack
fearful | miedoso / asustadizo | peureux / craintif | ängstlich / schreckhaft | medroso | pauroso / timoroso
coax | convencer / amansar | amadouer / apprivoiser | anlocken | amansar | ammansire
engrave | - | graver | gravieren | - | incidere
polish | pulir / lustrar | polir / lustrer | polieren | polir / lustrar | lucidare
accessory | accesorio | accessoire | Zubehörteil | acessório | accessorio / accessori
print | estampar | imprimer | bedrucken | estampar | stampare
again and again | una y otra vez | encore et encore | immer wieder | vez após vez | più e più volte
`;
