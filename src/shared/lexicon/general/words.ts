/** General vocabulary (see ../general.ts): adverbs, time words, quantities, pronouns, connectors and interjections. */
export const WORDS = `
# words: time
now | ahora / ahorita / ya | maintenant / là / actuellement | jetzt / gerade / nun | agora / já | ora / adesso
today | hoy | aujourd'hui | heute | hoje | oggi
tonight | esta noche / hoy en la noche | ce soir | heute Abend / heute Nacht | hoje à noite | stasera / stanotte
yesterday | ayer | hier | gestern | ontem | ieri
last night | anoche | hier soir | gestern Abend / gestern Nacht | ontem à noite | ieri sera
tomorrow | mañana | demain | morgen | amanhã | domani
day after tomorrow | pasado mañana | après-demain | übermorgen | depois de amanhã | dopodomani
soon | pronto / dentro de poco | bientôt | bald | logo / em breve | presto / tra poco
later | después / luego / más tarde | plus tard / après | später / nachher | depois / mais tarde | dopo / più tardi
before | antes | avant | vorher / bevor | antes | prima
after | después | après | nach / danach / nachdem | depois | dopo
already | ya | déjà | schon / bereits | já | già
still | todavía / aún | encore / toujours | noch | ainda | ancora
yet | todavía / aún | encore | noch | ainda | ancora
always | siempre | toujours | immer | sempre | sempre
never | nunca / jamás | jamais | nie / niemals | nunca / jamais | mai
sometimes | a veces / de vez en cuando | parfois / des fois / quelquefois | manchmal | às vezes / de vez em quando | a volte / ogni tanto
often | seguido / a menudo / muchas veces | souvent | oft | frequentemente / muitas vezes | spesso
usually | normalmente / por lo general | d'habitude / généralement | normalerweise / meistens | normalmente / geralmente | di solito / solitamente
again | otra vez / de nuevo | encore / de nouveau | wieder / nochmal / noch einmal | de novo / outra vez | di nuovo / ancora
once | una vez | une fois | einmal | uma vez | una volta
twice | dos veces | deux fois | zweimal | duas vezes | due volte
time | vez | fois | - | vez | volta
every day | todos los días / diario | tous les jours / chaque jour | jeden Tag / täglich | todo dia / todos os dias | ogni giorno / tutti i giorni
every morning | todas las mañanas | tous les matins / chaque matin | jeden Morgen | toda manhã / todas as manhãs | ogni mattina / tutte le mattine
at night | de noche / en la noche / por la noche | la nuit / le soir | nachts / abends | à noite / de noite | di notte / la sera
during the day | de día / durante el día | le jour / pendant la journée | tagsüber | de dia / durante o dia | di giorno
early | temprano | tôt | früh | cedo | presto
immediately | enseguida / inmediatamente / al tiro | tout de suite / immédiatement | sofort / gleich | imediatamente / já / logo | subito
quickly | rápido / rápidamente | vite / rapidement | schnell | rápido / depressa | velocemente / in fretta
meanwhile | mientras tanto | pendant ce temps | inzwischen / währenddessen | enquanto isso | nel frattempo
recently | recientemente / hace poco | récemment / il y a peu | neulich / vor kurzem | recentemente / há pouco | di recente / da poco
ago | hace | il y a | vor | há / faz | fa
since | desde | depuis | seit | desde / há | da
until | hasta | jusqu'à | bis | até | fino a
during | durante | pendant | während | durante | durante
for hours | durante horas / por horas | pendant des heures | stundenlang | por horas / durante horas | per ore
for days | durante días / por días | pendant des jours | tagelang | por dias | per giorni
for weeks | durante semanas | pendant des semaines | wochenlang | por semanas | per settimane
for years | durante años / por años | pendant des années | jahrelang | por anos | per anni
all day | todo el día | toute la journée | den ganzen Tag | o dia todo / o dia inteiro | tutto il giorno
all night | toda la noche | toute la nuit | die ganze Nacht | a noite toda / a noite inteira | tutta la notte
# words: place and manner
here | aquí / acá | ici / là | hier | aqui / cá | qui / qua
there | ahí / allí / allá | là / là-bas / y | da / dort / drüben | aí / ali / lá | lì / là
everywhere | por todos lados / en todas partes | partout | überall | em todo lugar / por toda parte | dappertutto / ovunque
somewhere | en algún lado / en alguna parte | quelque part | irgendwo | em algum lugar | da qualche parte
nowhere | en ningún lado / en ninguna parte | nulle part | nirgendwo / nirgends | em lugar nenhum | da nessuna parte
inside | dentro / adentro | dedans / à l'intérieur | drinnen / innen | dentro | dentro
outside | fuera / afuera | dehors / à l'extérieur | draußen / außen | fora / lá fora | fuori
up | arriba | en haut | oben | em cima / lá em cima | sopra / su
down | abajo | en bas | unten | embaixo / lá embaixo | sotto / giù
near | cerca | près / proche | nah / in der Nähe | perto | vicino
far | lejos | loin | weit / weit weg | longe | lontano
together | juntos / junto | ensemble | zusammen | juntos / junto | insieme
alone | solo / sola | seul | allein | sozinho | da solo
well | bien | bien | gut | bem | bene
badly | mal | mal | schlecht | mal | male
very | muy / bien | très / trop / vachement | sehr / voll / total | muito / bem | molto / tanto
really | realmente / de verdad / en serio | vraiment / franchement | wirklich / echt | realmente / mesmo / de verdade | davvero / proprio / veramente
quite | bastante | assez / plutôt | ziemlich | bastante | abbastanza / piuttosto
too | demasiado | trop | zu | demais / muito | troppo
enough | suficiente / bastante | assez | genug | suficiente / bastante | abbastanza / basta
almost | casi | presque | fast / beinahe | quase | quasi
only | solo / solamente / nomás | seulement / que / juste | nur / bloß | só / somente / apenas | solo / soltanto
also | también | aussi / également | auch | também | anche
either | tampoco | non plus | auch nicht | também não | neanche / nemmeno
neither | ni | ni | weder | nem | -
not even | ni siquiera / ni | même pas | nicht mal / nicht einmal | nem mesmo / nem | neanche / nemmeno / neppure
even | incluso / hasta / aun | même | sogar | até / mesmo | persino / perfino
maybe | quizás / tal vez / a lo mejor | peut-être | vielleicht | talvez / quem sabe | forse
of course | claro / por supuesto / obvio | bien sûr / évidemment | natürlich / klar | claro / com certeza | certo / certamente / ovviamente
probably | probablemente | probablement | wahrscheinlich | provavelmente | probabilmente
completely | completamente / totalmente | complètement / totalement | komplett / völlig / ganz | completamente / totalmente | completamente / del tutto
especially | especialmente / sobre todo | surtout / notamment | besonders / vor allem | especialmente / principalmente | soprattutto / specialmente
instead | en vez / en lugar | au lieu / plutôt | stattdessen | em vez / em lugar | invece
rather | más bien / mejor | plutôt | lieber / eher | melhor / mais | piuttosto / meglio
like this | así | comme ça / ainsi | - | assim | così
how | cómo | comment | wie | como | come
why | por qué / porqué | pourquoi | warum / wieso / weshalb | por que / por quê | perché
because | porque / pues / ya que | parce que / car / vu que | weil / denn / da | porque / pois | perché / poiché
so | entonces / así que / pues | alors / donc / du coup | also / dann / deshalb | então / aí / daí | allora / quindi / dunque
but | pero / sino | mais | aber / sondern / doch | mas / porém | ma / però
although | aunque | bien que / même si | obwohl | embora / apesar | anche se / sebbene
if | si | si | wenn / falls / ob | se | se
when | cuando | quand / lorsque | wenn / als | quando | quando
while | mientras | pendant que / tandis que | während | enquanto | mentre
as soon as | en cuanto / apenas / tan pronto como | dès que / aussitôt que | sobald | assim que / logo que | appena / non appena
every time | cada vez que / siempre que | chaque fois que / à chaque fois | jedes Mal / immer wenn | toda vez que / sempre que | ogni volta che
so that | para que | pour que / afin que | damit | para que | perché / affinché
that | que | que | dass | que | che
without | sin | sans | ohne | sem | senza
with | con | avec | mit | com | con
for | para / por | pour | für | para / pra / por | per
about | sobre / acerca de | sur / à propos de | über | sobre | su / riguardo a
against | contra | contre | gegen | contra | contro
between | entre | entre | zwischen | entre | tra / fra
behind | detrás / atrás | derrière | hinter | atrás | dietro
in front | enfrente / delante | devant | vor | na frente / em frente | davanti
next to | al lado / junto a | à côté | neben | ao lado | accanto
under | debajo / abajo de | sous | unter | embaixo / debaixo | sotto
on top | encima / arriba de | dessus / sur | auf / oben auf | em cima | sopra
through | por / a través | par / à travers | durch | por / através | attraverso / per
around | alrededor / por | autour / vers | um / herum / etwa | em volta / por volta | intorno / circa
# words: quantities and pronouns
all | todo / todos / toda / todas | tout / tous / toute / toutes | alle / alles / ganz | todo / todos / toda / todas / tudo | tutto / tutti / tutta / tutte
every | cada / todos | chaque / tous | jeder / jede / jedes / jeden / jedem | cada / todo | ogni / ciascuno
some | algunos / unos | quelques / certains / des | einige / manche / ein paar | alguns / uns | alcuni / qualche / dei
many | muchos | beaucoup / plein | viele | muitos | molti / tanti
much | mucho | beaucoup | viel | muito | molto / tanto
a lot | mucho / un montón / un chorro / bastante | beaucoup / plein / grave / un max | viel / sehr viel / jede Menge | muito / bastante / um monte | molto / tantissimo / un sacco
little | poco | peu | wenig | pouco | poco
few | pocos | peu de / quelques | wenige | poucos | pochi
more | más | plus / davantage | mehr | mais | più
less | menos | moins | weniger | menos | meno
none | ninguno / nada | aucun / aucune / rien | kein / keiner / keine / nichts | nenhum / nenhuma / nada | niente
nothing | nada | rien | nichts | nada | niente / nulla
something | algo | quelque chose / un truc | etwas / was | algo / alguma coisa | qualcosa
anything | cualquier cosa / algo | n'importe quoi / quoi que ce soit | irgendetwas / irgendwas | qualquer coisa | qualsiasi cosa
everything | todo | tout | alles | tudo | tutto
someone | alguien | quelqu'un | jemand | alguém | qualcuno
nobody | nadie | personne | niemand | ninguém | nessuno
everyone | todos / todo el mundo | tout le monde | alle / jeder | todos / todo mundo | tutti
other | otro | autre | andere / anderer | outro | altro
both | ambos / los dos | les deux | beide | ambos / os dois | entrambi / tutti e due
each | cada uno | chacun | jeder | cada um | ciascuno
thing | cosa | chose / truc / machin | Ding / Sache | coisa | cosa
stuff | cosas | trucs / affaires | Sachen / Zeug | coisas / troço | roba / cose
way | manera / forma | façon / manière | Art / Weise | jeito / maneira / forma | modo / maniera
kind | tipo / clase | genre / type / sorte | Art / Sorte | tipo / espécie | tipo / genere
part | parte | partie | Teil | parte | parte
side | lado | côté | Seite | lado | lato
end | final / fin | fin / bout | Ende / Schluss | fim / final | fine
middle | medio / mitad | milieu | Mitte | meio | mezzo / centro
beginning | principio / inicio | début | Anfang / Beginn | começo / início | inizio
i | yo | je / moi | ich | eu | io
you | tú / vos / usted / ustedes / vosotros | tu / toi / vous | du / Sie / ihr | você / vocês / tu | tu / voi / lei
he | él | il / lui | er | ele | lui
she | ella | elle | sie | ela | lei
we | nosotros | nous / on | wir | nós / a gente | noi
they | ellos / ellas | ils / elles / eux | sie | eles / elas | loro
myself | yo mismo / yo misma | moi-même | selbst | eu mesmo | io stesso
mine | mío | le mien / la mienne | meins | meu | mio
yours | tuyo / suyo | le tien / le vôtre | deins | seu / teu | tuo
# words: chat, greetings and interjections
yes | sí / sip / simón / ajá | oui / ouais / ouai | ja / jap / jo | sim / aham | sì / già
no | no / nop | non / nan | nein / nö | não / nao | no
ok | vale / okey / ok / sale / va / dale | d'accord / ok / okay / ça marche / entendu | okay / ok / alles klar / passt | ok / beleza / tá bom / fechado / combinado | ok / va bene / d'accordo / perfetto
thanks | gracias / grax | merci / mci | danke / thx | obrigado / obrigada / valeu / brigado | grazie / grz
please | por favor / porfa / porfis / plis | s'il te plaît / s'il vous plaît / stp / svp | bitte / bitteschön | por favor / pfv / pf | per favore / per piacere / pls
sorry | perdón / disculpa / lo siento / perdona | pardon / désolé / désolée / excusez-moi | Entschuldigung / sorry / Verzeihung | desculpa / perdão / foi mal | scusa / scusi / mi dispiace
hello | hola / buenas | salut / coucou / bonjour / bonsoir | hallo / hi / servus / moin / grüß gott | oi / olá / e aí / opa | ciao / salve / buongiorno / buonasera
goodbye | adiós / chao / chau / hasta luego / nos vemos | au revoir / salut / à plus / a+ / bye | tschüss / ciao / bis dann / bis später | tchau / até logo / até mais | ciao / arrivederci / a dopo
wow | guau / wow / órale / ándale | waouh / ouah / wow | wow / krass / boah | nossa / uau / caramba | wow / accidenti / caspita
ugh | uf / uff / puf | pff / pfff / bof / berk | boah / ugh / mist | aff / putz / poxa | uffa / uff / mamma mia
well | bueno / pues | bon / ben / eh bien | na ja / also / tja | bom / bem / então | beh / be' / allora / dunque
hey | oye / oiga / eh | eh / hé | hey / he | ei / ô | ehi / senti / scusa
cool | genial / chido / padre / guay / bacán / chévere | cool / top / génial | cool / geil / super | legal / massa / show / bacana / top | figo / forte / fico
congratulations | felicidades / felicitaciones / enhorabuena | félicitations / bravo | Glückwunsch / herzlichen Glückwunsch | parabéns | congratulazioni / complimenti / auguri
# words: more adverbs, connectors and everyday phrases
properly | bien / correctamente | correctement / comme il faut | richtig / ordentlich | direito / corretamente | bene / correttamente
hardly | apenas / casi no | à peine | kaum | mal / quase não | appena / a malapena
gone | ido / fuera | parti | weg | foi embora / sumiu | andato / sparito
included | incluido | inclus / compris | drin / inklusive / enthalten | incluído / incluso | incluso / compreso
extra | extra / adicional | en plus / supplémentaire | extra / zusätzlich | extra / adicional | extra / in più
exactly | exactamente / justo | exactement / pile | genau | exatamente | esattamente / proprio
directly | directamente | directement | direkt | diretamente | direttamente
finally | por fin / finalmente | enfin / finalement | endlich / schließlich | finalmente / enfim | finalmente / alla fine
suddenly | de repente | soudain / tout à coup | plötzlich | de repente | all'improvviso
slowly | despacio / lento | lentement | langsam | devagar | piano / lentamente
at least | por lo menos / al menos | au moins | mindestens / wenigstens | pelo menos | almeno
at most | como máximo / máximo | au maximum / au plus | höchstens | no máximo | al massimo
about | como / más o menos / unos | environ / à peu près | ungefähr / etwa | mais ou menos / uns | circa / più o meno
approximately | aproximadamente | environ | ungefähr | aproximadamente | circa
over there | por allá | là-bas | dort drüben | lá | laggiù
for sure | seguro / de fijo | sûrement / c'est sûr | sicher | com certeza | di sicuro
otherwise | si no / de lo contrario | sinon | sonst | senão / caso contrário | altrimenti
anyway | de todos modos / igual | de toute façon / quand même | trotzdem / sowieso | de qualquer forma | comunque
however | sin embargo | cependant / pourtant | jedoch / allerdings | porém / no entanto | però / tuttavia
in case | por si | au cas où | falls / für den Fall | caso | nel caso
unless | a menos que | à moins que | außer wenn | a não ser que | a meno che
until now | hasta ahora | jusqu'à maintenant | bisher / bis jetzt | até agora | finora
lately | últimamente | ces derniers temps | in letzter Zeit | ultimamente | ultimamente
nowadays | hoy en día | de nos jours | heutzutage | hoje em dia | oggigiorno
at once | a la vez | à la fois | gleichzeitig | ao mesmo tempo | allo stesso tempo
in a hurry | con prisa / apurado | pressé | eilig / in Eile | com pressa | di fretta
on time | a tiempo | à l'heure / à temps | pünktlich / rechtzeitig | a tempo / no prazo | in tempo / puntuale
late night | madrugada | nuit / tard le soir | spät nachts | madrugada | notte fonda
this year | este año | cette année | dieses Jahr | este ano | quest'anno
last year | el año pasado | l'an dernier / l'année dernière | letztes Jahr | ano passado | l'anno scorso
next year | el próximo año / el año que viene | l'année prochaine | nächstes Jahr | ano que vem | l'anno prossimo
in the morning | en la mañana / por la mañana | le matin | morgens / am Morgen | de manhã | di mattina / la mattina
in the afternoon | en la tarde / por la tarde | l'après-midi | nachmittags | à tarde | di pomeriggio
in the evening | en la noche / por la noche | le soir | abends | à noite | di sera / la sera
on weekends | los fines de semana | le week-end | am Wochenende | nos fins de semana | nel weekend
twice a week | dos veces por semana | deux fois par semaine | zweimal pro Woche | duas vezes por semana | due volte a settimana
once a week | una vez por semana / una vez a la semana | une fois par semaine | einmal pro Woche | uma vez por semana | una volta a settimana
per | por / al | par | pro | por | a / al
each one | cada uno | chacun | jeder | cada um | ciascuno
whose | de quién | à qui | wessen | de quem | di chi
which | cuál / qué | quel / quelle / lequel | welche / welcher / welches | qual | quale
what | qué / lo que | quoi / ce que | was | o que / que | cosa / che cosa
where | dónde / donde | où | wo | onde | dove
who | quién | qui | wer | quem | chi
how much | cuánto | combien | wie viel | quanto | quanto
how many | cuántos | combien | wie viele | quantos | quanti
`;
