/** General vocabulary (see ../general.ts): people, family, the body, health and feelings. */
export const PEOPLE = `
# nouns: people and family
person | persona | personne | Person | pessoa | persona
people | gente | gens | Leute | gente | gente
man | hombre | homme | Mann | homem | uomo
woman | mujer | femme | Frau | mulher | donna
boy | chico / muchacho / niño | garçon | Junge | menino / rapaz | ragazzo / bambino
girl | chica / muchacha / niña | fille | Mädchen | menina / moça | ragazza / bambina
child | niño / niña / nene / nena / chamaco / chaval | enfant / gamin | Kind | criança | bambino / bimbo
kids | niños / chicos / chamacos / críos | gosses / mômes | Kinder / Kids | crianças / filhos / miúdos | bambini / ragazzi / figli
baby | bebé / bebe / guagua | bébé | Baby / Säugling | bebê / neném / nenê | bebè / neonato
teenager | adolescente / chaval | ado / adolescent | Teenager / Jugendliche | adolescente / adolescentes | adolescente / ragazzino
adult | adulto | adulte | Erwachsene | adulto | adulto
old person | anciano / viejito | vieillard / personne âgée | Senior / Rentner | idoso / velhinho | anziano
family | familia | famille | Familie | família | famiglia
parents | padres / papás | parents | Eltern | pais | genitori
mother | madre / mamá / mami | mère / maman | Mutter / Mama / Mutti | mãe / mamãe | madre / mamma
father | padre / papá / papi | père / papa | Vater / Papa | pai / papai | padre / papà / babbo
son | hijo | fils | Sohn | filho | figlio
daughter | hija | fille | Tochter | filha | figlia
brother | hermano | frère | Bruder | irmão | fratello
sister | hermana | sœur | Schwester | irmã | sorella
grandmother | abuela / abuelita / yaya | grand-mère / mamie / mémé | Großmutter / Oma | avó / vovó | nonna
grandfather | abuelo / abuelito / yayo | grand-père / papi / pépé | Großvater / Opa | avô / vovô | nonno
grandparents | abuelos | grands-parents | Großeltern | avós | nonni
grandson | nieto | petit-fils | Enkel | neto | nipote
granddaughter | nieta | petite-fille | Enkelin | neta | nipotina
uncle | tío | oncle / tonton | Onkel | tio | zio
aunt | tía | tante / tata | Tante | tia | zia
cousin | primo / prima | cousin / cousine | Cousin / Cousine | primo / prima | cugino / cugina
nephew | sobrino | neveu | Neffe | sobrinho | nipote
niece | sobrina | nièce | Nichte | sobrinha | nipote
husband | marido / esposo | mari / époux | Mann / Ehemann | marido / esposo | marito
wife | esposa / mujer | femme / épouse | Frau / Ehefrau | esposa / mulher | moglie
boyfriend | novio | copain / petit ami / mec | Freund | namorado | ragazzo / fidanzato
girlfriend | novia | copine / petite amie / meuf | Freundin | namorada | ragazza / fidanzata
partner | pareja | partenaire / conjoint | Partner / Partnerin | parceiro / companheiro | compagno / compagna / partner
fiancé | prometido / prometida | fiancé / fiancée | Verlobte | noivo / noiva | fidanzato / fidanzata
bride | novia | mariée | Braut | noiva | sposa
groom | novio | marié | Bräutigam | noivo | sposo
mother-in-law | suegra | belle-mère | Schwiegermutter | sogra | suocera
father-in-law | suegro | beau-père | Schwiegervater | sogro | suocero
godmother | madrina | marraine | Patentante / Patin | madrinha | madrina
godfather | padrino | parrain | Patenonkel / Pate | padrinho | padrino
twins | gemelos / mellizos | jumeaux | Zwillinge | gêmeos | gemelli
friend | amigo / amiga / cuate / colega / pana | ami / amie / pote | Freund / Kumpel | amigo / amiga | amico / amica
best friend | mejor amigo / mejor amiga | meilleur ami / meilleure amie | beste Freundin / bester Freund | melhor amigo / melhor amiga | migliore amico / migliore amica
neighbor | vecino / vecina | voisin / voisine | Nachbar / Nachbarin | vizinho / vizinha | vicino / vicina
roommate | compañero de piso / roomie | colocataire / coloc | Mitbewohner / Mitbewohnerin | colega de quarto | coinquilino
guest | invitado / huésped | invité / hôte | Gast | convidado / hóspede | ospite / invitato
host | anfitrión | hôte | Gastgeber | anfitrião | padrone di casa
colleague | compañero de trabajo / colega | collègue | Kollege / Kollegin | colega de trabalho | collega
boss | jefe / jefa / patrón | patron / chef | Chef / Chefin | chefe / patrão | capo / datore di lavoro
employee | empleado | employé / salarié | Angestellte / Arbeitnehmer | funcionário / empregado | dipendente / impiegato
customer | cliente | client | Kunde / Kundin | cliente / freguês | cliente
teacher | profesor / profesora / maestro / maestra / profe | professeur / prof / instit / maîtresse | Lehrer / Lehrerin | professor / professora | insegnante / professore / maestra / maestro
student | estudiante / alumno | étudiant / élève | Student / Schüler / Schülerin | aluno / estudante | studente / alunno
classmate | compañero de clase | camarade / copain de classe | Klassenkamerad / Mitschüler | colega de classe | compagno di classe
doctor | médico / doctor / doctora | médecin / docteur | Arzt / Ärztin / Doktor | médico / doutor | medico / dottore / dottoressa
nurse | enfermero / enfermera | infirmier / infirmière | Krankenpfleger / Krankenschwester | enfermeiro / enfermeira | infermiere / infermiera
dentist | dentista | dentiste | Zahnarzt / Zahnärztin | dentista | dentista
vet | veterinario | vétérinaire / véto | Tierarzt / Tierärztin | veterinário | veterinario
lawyer | abogado | avocat | Anwalt / Anwältin | advogado | avvocato
police officer | policía | policier / flic | Polizist / Polizei | policial / polícia | poliziotto / polizia
firefighter | bombero | pompier | Feuerwehrmann | bombeiro | pompiere
cook | cocinero | cuisinier | Koch / Köchin | cozinheiro | cuoco
waiter | mesero / camarero | serveur | Kellner | garçom / empregado de mesa | cameriere
driver | conductor / chofer | conducteur / chauffeur | Fahrer / Fahrerin | motorista | autista / guidatore
farmer | agricultor / granjero | agriculteur / fermier | Bauer / Landwirt | agricultor / fazendeiro | contadino / agricoltore
engineer | ingeniero | ingénieur | Ingenieur | engenheiro | ingegnere
nanny | niñera / nana | nounou / baby-sitter | Babysitter / Kindermädchen | babá | tata / babysitter
coach | entrenador | entraîneur / coach | Trainer / Trainerin | treinador | allenatore
ski instructor | instructor de esquí / monitor de esquí / profesor de esquí | moniteur de ski / monitrice de ski | Skilehrer / Skilehrerin | instrutor de esqui / professor de esqui | maestro di sci / istruttore di sci
driving instructor | profesor de autoescuela / profe de la autoescuela / profe de autoescuela / instructor de manejo | moniteur d'auto-école / monitrice d'auto-école / moniteur de conduite | Fahrlehrer / Fahrlehrerin | instrutor de autoescola / instrutor de condução / instrutor de direção | istruttore di guida / istruttrice di guida / istruttore di scuola guida
swimming instructor | profesor de natación / instructor de natación | moniteur de natation / maître-nageur | Schwimmlehrer / Schwimmlehrerin | professor de natação | istruttore di nuoto
driving school | autoescuela / escuela de manejo | auto-école | Fahrschule | autoescola / escola de condução | scuola guida / autoscuola
driving test | examen de manejo / examen práctico / práctico del carnet | examen du permis / permis de conduire | Fahrprüfung / Führerscheinprüfung | exame de condução / exame de direção | esame di guida / esame della patente
player | jugador | joueur | Spieler / Spielerin | jogador | giocatore
team | equipo | équipe | Team / Mannschaft | time / equipe | squadra
owner | dueño / propietario | propriétaire | Besitzer / Eigentümer | dono / proprietário | proprietario / padrone
name | nombre | nom / prénom | Name / Vorname | nome | nome
age | edad | âge | Alter | idade | età
birthday | cumpleaños / cumple | anniversaire / anniv | Geburtstag | aniversário / niver | compleanno
wedding | boda / casamiento | mariage / noces | Hochzeit | casamento | matrimonio / nozze
anniversary | aniversario | anniversaire de mariage | Jahrestag / Hochzeitstag | aniversário de casamento | anniversario
marriage | matrimonio | mariage | Ehe | casamento | matrimonio
birth | nacimiento | naissance | Geburt | nascimento | nascita
funeral | funeral / velorio / entierro | enterrement / obsèques / funérailles | Beerdigung / Trauerfeier | funeral / velório / enterro | funerale
# nouns: the body
body | cuerpo | corps | Körper | corpo | corpo
head | cabeza | tête | Kopf | cabeça | testa
face | cara / rostro | visage / figure | Gesicht | rosto / cara | viso / faccia
hair | pelo / cabello | cheveux / poil | Haare / Haar | cabelo / pelo | capelli / pelo
eye | ojo | œil / yeux | Auge | olho | occhio
ear | oreja / oído | oreille | Ohr | orelha / ouvido | orecchio / orecchie
nose | nariz | nez | Nase | nariz | naso
mouth | boca | bouche | Mund | boca | bocca
lip | labio | lèvre | Lippe | lábio | labbro / labbra
tooth | diente / muela | dent | Zahn | dente | dente
tongue | lengua | langue | Zunge | língua | lingua
neck | cuello | cou | Hals / Nacken | pescoço | collo
throat | garganta | gorge | Hals / Kehle | garganta | gola
shoulder | hombro | épaule | Schulter | ombro | spalla
arm | brazo | bras | Arm | braço | braccio / braccia
elbow | codo | coude | Ellbogen | cotovelo | gomito
wrist | muñeca | poignet | Handgelenk | pulso | polso
hand | mano | main | Hand | mão | mano / mani
finger | dedo | doigt | Finger | dedo | dito / dita
nail | uña | ongle | Nagel / Fingernagel | unha | unghia
chest | pecho | poitrine | Brust | peito | petto
breast | seno / pecho | sein | Brust | seio / peito | seno
belly | barriga / panza / vientre | ventre / bidon | Bauch | barriga / pança | pancia
stomach | estómago | estomac | Magen | estômago | stomaco
back | espalda | dos | Rücken | costas | schiena
waist | cintura | taille | Taille | cintura | vita
hip | cadera | hanche | Hüfte | quadril | fianco / anca
leg | pierna | jambe | Bein | perna | gamba
knee | rodilla | genou | Knie | joelho | ginocchio / ginocchia
ankle | tobillo | cheville | Knöchel | tornozelo | caviglia
foot | pie | pied | Fuß | pé | piede
toe | dedo del pie | orteil | Zeh | dedo do pé | dito del piede
heel | talón | talon | Ferse | calcanhar | tallone
skin | piel / cutis | peau | Haut | pele | pelle
bone | hueso | os | Knochen | osso | osso / ossa
muscle | músculo | muscle | Muskel | músculo | muscolo
heart | corazón | cœur | Herz | coração | cuore
blood | sangre | sang | Blut | sangue | sangue
brain | cerebro | cerveau | Gehirn | cérebro | cervello
lungs | pulmones | poumons | Lunge | pulmões | polmoni
beard | barba | barbe | Bart | barba | barba
eyebrow | ceja | sourcil | Augenbraue | sobrancelha | sopracciglio
eyelash | pestaña | cil | Wimper | cílio | ciglio / ciglia
sweat | sudor | sueur / transpiration | Schweiß | suor | sudore
# nouns: health
health | salud | santé | Gesundheit | saúde | salute
pain | dolor | douleur / mal | Schmerz / Schmerzen | dor | dolore / male
headache | dolor de cabeza / jaqueca | mal de tête / migraine | Kopfschmerzen / Kopfweh | dor de cabeça | mal di testa
migraine | migraña | migraine | Migräne | enxaqueca | emicrania
fever | fiebre / calentura | fièvre | Fieber | febre | febbre
cold | resfriado / catarro / resfrío / gripa | rhume | Erkältung / Schnupfen | resfriado / gripe | raffreddore
flu | gripe | grippe | Grippe | gripe | influenza
cough | tos | toux | Husten | tosse | tosse
allergy | alergia | allergie | Allergie | alergia | allergia
injury | lesión / herida | blessure | Verletzung | lesão / machucado | ferita / infortunio
wound | herida | plaie / blessure | Wunde | ferida | ferita
cut | corte / cortada | coupure | Schnitt | corte | taglio
bruise | moretón / moratón / cardenal | bleu / hématome | blauer Fleck | hematoma / roxo | livido
blister | ampolla | ampoule | Blase | bolha | vescica / vesciche
scar | cicatriz | cicatrice | Narbe | cicatriz | cicatrice
rash | sarpullido / erupción | éruption / rougeurs | Ausschlag | brotoeja / irritação | eruzione / sfogo
pimple | grano / granito / espinilla | bouton | Pickel | espinha | brufolo
acne | acné | acné | Akne | acne | acne
wrinkle | arruga | ride | Falte | ruga | ruga / rughe
dark circles | ojeras | cernes | Augenringe | olheiras | occhiaie
dandruff | caspa | pellicules | Schuppen | caspa | forfora
itch | picazón / comezón | démangeaison | Juckreiz | coceira | prurito
insomnia | insomnio | insomnie | Schlaflosigkeit | insônia | insonnia
stress | estrés | stress | Stress | estresse / stress | stress
anxiety | ansiedad | anxiété | Angst | ansiedade | ansia
tiredness | cansancio | fatigue | Müdigkeit | cansaço | stanchezza
illness | enfermedad | maladie | Krankheit | doença | malattia
medicine | medicina / medicamento / remedio / pastilla | médicament / médicaments / cachet | Medikament / Tablette | remédio / medicamento | medicina / farmaco / medicinale
pill | pastilla / píldora | pilule / comprimé | Pille / Tablette | comprimido / pílula | pillola / pastiglia
prescription | receta | ordonnance | Rezept | receita | ricetta
pharmacy | farmacia | pharmacie | Apotheke | farmácia | farmacia
hospital | hospital | hôpital | Krankenhaus | hospital | ospedale
clinic | clínica / consultorio | clinique / cabinet | Klinik / Praxis | clínica / consultório | clinica / ambulatorio
appointment | cita | rendez-vous / rdv | Termin | consulta / horário | appuntamento
surgery | operación / cirugía | opération / chirurgie | Operation | cirurgia / operação | operazione / intervento
pregnancy | embarazo | grossesse | Schwangerschaft | gravidez | gravidanza
diet | dieta | régime | Diät | dieta | dieta
weight | peso | poids | Gewicht | peso | peso
glasses | lentes / anteojos / gafas | lunettes | Brille | óculos | occhiali
hearing aid | audífono | appareil auditif | Hörgerät | aparelho auditivo | apparecchio acustico
wheelchair | silla de ruedas | fauteuil roulant | Rollstuhl | cadeira de rodas | sedia a rotelle
crutches | muletas | béquilles | Krücken | muletas | stampelle
walking stick | bastón | canne | Stock / Gehstock | bengala | bastone
# nouns: feelings and states of mind
feeling | sentimiento | sentiment | Gefühl | sentimento | sentimento
love | amor | amour | Liebe | amor | amore
happiness | felicidad / alegría | bonheur / joie | Glück / Freude | felicidade / alegria | felicità / gioia
sadness | tristeza | tristesse | Traurigkeit | tristeza | tristezza
fear | miedo | peur | Angst | medo | paura
anger | enojo / rabia / coraje | colère | Wut / Ärger | raiva | rabbia
shame | vergüenza / pena | honte | Scham | vergonha | vergogna
worry | preocupación | souci / inquiétude | Sorge | preocupação | preoccupazione
surprise | sorpresa | surprise | Überraschung | surpresa | sorpresa
boredom | aburrimiento | ennui | Langeweile | tédio | noia
patience | paciencia | patience | Geduld | paciência | pazienza
hope | esperanza | espoir | Hoffnung | esperança | speranza
luck | suerte | chance | Glück | sorte | fortuna
dream | sueño | rêve | Traum | sonho | sogno
idea | idea | idée | Idee | ideia | idea
problem | problema / lío | problème / souci | Problem | problema | problema
mess | desorden / relajo / desmadre / caos | bazar / désordre / bordel | Chaos / Unordnung | bagunça / bagunca / confusão | disordine / casino / caos
disaster | desastre | catastrophe / désastre | Katastrophe | desastre | disastro
accident | accidente | accident | Unfall | acidente | incidente
mistake | error / equivocación | erreur | Fehler | erro / engano | errore / sbaglio
question | pregunta / duda | question | Frage | pergunta / dúvida | domanda / dubbio
answer | respuesta | réponse | Antwort | resposta | risposta
reason | razón / motivo | raison | Grund | razão / motivo | ragione / motivo
advice | consejo | conseil | Rat / Tipp | conselho / dica | consiglio
help | ayuda | aide | Hilfe | ajuda | aiuto
favor | favor | service / faveur | - | favor | favore
# nouns: more people, body and health
witness | testigo | témoin | Zeuge / Trauzeuge / Trauzeugin | testemunha | testimone
best man | padrino de boda | témoin du marié | Trauzeuge | padrinho de casamento | testimone dello sposo
companion | acompañante | compagnon | Begleiter | acompanhante | accompagnatore
stranger | desconocido | inconnu | Fremde | estranho / desconhecido | sconosciuto
volunteer | voluntario | bénévole | Freiwillige | voluntário | volontario
retiree | jubilado / pensionado | retraité | Rentner / Rentnerin | aposentado / reformado | pensionato
widow | viuda | veuve | Witwe | viúva | vedova
orphan | huérfano | orphelin | Waise | órfão | orfano
toddler | niño pequeño / bebé | bambin / tout-petit | Kleinkind | criança pequena | bimbo piccolo
newborn | recién nacido | nouveau-né | Neugeborene | recém-nascido | neonato
patient | paciente | patient | Patient / Patientin | paciente | paziente
thumb | pulgar | pouce | Daumen | polegar / dedão | pollice
palm | palma | paume | Handfläche | palma | palmo
forehead | frente | front | Stirn | testa | fronte
cheek | mejilla / cachete | joue | Wange / Backe | bochecha | guancia
chin | barbilla / mentón | menton | Kinn | queixo | mento
jaw | mandíbula | mâchoire | Kiefer | mandíbula / maxilar | mascella
gums | encías | gencives | Zahnfleisch | gengiva | gengive
hip bone | cadera | hanche | Hüftknochen | quadril | anca
thigh | muslo | cuisse | Oberschenkel | coxa | coscia
calf | pantorrilla | mollet | Wade | panturrilha | polpaccio
sole | planta del pie | plante du pied | Fußsohle | sola do pé | pianta del piede
spine | columna / espina dorsal | colonne vertébrale / dos | Wirbelsäule | coluna | colonna vertebrale
joint | articulación | articulation | Gelenk | articulação | articolazione
vein | vena | veine | Vene / Ader | veia | vena
sore throat | dolor de garganta | mal de gorge | Halsschmerzen | dor de garganta | mal di gola
back pain | dolor de espalda | mal de dos | Rückenschmerzen | dor nas costas | mal di schiena
stomachache | dolor de estómago / dolor de panza | mal au ventre | Bauchschmerzen | dor de barriga | mal di pancia
toothache | dolor de muelas | mal aux dents | Zahnschmerzen | dor de dente | mal di denti
sunburn | quemadura de sol / quemadura | coup de soleil | Sonnenbrand | queimadura de sol | scottatura
burn | quemadura | brûlure | Verbrennung | queimadura | ustione / bruciatura
swelling | hinchazón | gonflement | Schwellung | inchaço | gonfiore
sprain | esguince / torcedura | entorse | Verstauchung | entorse | distorsione
fracture | fractura | fracture | Bruch | fratura | frattura
infection | infección | infection | Infektion / Entzündung | infecção | infezione
virus | virus | virus | Virus | vírus | virus
covid | covid | covid | Corona / Covid | covid | covid
vaccine | vacuna | vaccin | Impfung | vacina | vaccino
bandage | venda / vendaje / curita | pansement / bandage | Pflaster / Verband | curativo / atadura / band-aid | cerotto / benda
cream | crema / pomada | crème / pommade | Creme / Salbe | creme / pomada | crema / pomata
drops | gotas | gouttes | Tropfen | gotas / colírio | gocce
thermometer | termómetro | thermomètre | Fieberthermometer | termômetro | termometro
vitamin | vitamina | vitamine | Vitamin | vitamina | vitamina
snoring | ronquido | ronflement | Schnarchen | ronco | russare
sleep | sueño | sommeil | Schlaf | sono | sonno
nightmare | pesadilla | cauchemar | Albtraum | pesadelo | incubo
nap | siesta | sieste | Mittagsschlaf / Nickerchen | soneca / cochilo | pisolino
hunger | hambre | faim | Hunger | fome | fame
thirst | sed | soif | Durst | sede | sete
energy | energía | énergie | Energie | energia | energia
strength | fuerza | force | Kraft | força | forza
posture | postura | posture | Haltung | postura | postura
`;
