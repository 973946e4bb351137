/**
 * Shopper situations and the kinds of products that serve them: commonsense a provider model brings and the built-in
 * local model lacks. Shoppers tell what is happening ("starting CrossFit classes Monday, my running shoes are squishy",
 * "we're flying with a 6 month old", "my hamster keeps escaping") rather than what to buy; the catalog's titles name the
 * product ("Cross Training Shoe", "Travel Stroller", "Hamster Cage"). {@link situationWords} gives the product words of
 * the situations a need tells, and needQuery (need.ts) adds them to the need's own words — never in their place.
 *
 * Source: written for Aisle from general knowledge of retail departments (sports and outdoors, life events, health and
 * personal care, home, hosting and holidays, hobbies, pets, cars, school, work), 2026. Not taken from any evaluation
 * conversation, and no entry names a product of any store: each names kinds of products in the plain words catalog
 * titles use.
 * A second wave (2026, same sources and rules) adds what ran out, wore out or broke, bodies and fit, tastes and
 * fandoms, food occasions, life stages, homes as they are lived in, and travel.
 * A third wave (2026, same sources and rules) adds everyday situations across the departments a store carries: games at
 * the table, making sound, making and fixing things, outdoors and sport, the house, the kitchen and table, pets by
 * kind, cars, children by age, desks, beauty, comfort, trips, parties, gifts by interest and seasons; each of its
 * first kinds is one that several products of the demo catalog's titles name.
 *
 * Rules of the table ({@link SituationRow}):
 * - `on`: the situation's trigger phrases, `|` between alternatives; each phrase is matched on Porter stems, its words in
 *   a row ("deep fry" matches "deep frying", "deep-fried"), so inflections need no listing (irregular forms do).
 * - `and` (optional): phrases of which one must also occur anywhere in the message (the context: "flying" is a
 *   situation for a baby's travel gear only with "baby", "infant", "month old" …).
 * - `not` (optional): phrases of which none may occur (the situation is another one then).
 * - `add`: the product kinds, `,` between kinds, most typical first; the last word of a kind is its head noun.
 * - Of the situations a message tells, only the most specific count (most trigger and context words), at most
 *   {@link MAX_SITUATIONS}; their kinds are added once each, and not at all when the shopper asks for a product of
 *   another kind themselves (see {@link situationWords}).
 */
import { stemmer } from 'stemmer';

/** One situation: trigger phrases, optional context phrases that must / must not also occur, and the product kinds. */
export type SituationRow = readonly [on: string, add: string, and?: string, not?: string];

/** Babies and toddlers, said of a child in any context condition below. */
const BABY = 'baby|babies|infant|newborn|month old|months old|mo old|week old|weeks old|day old|days old|toddler|little one';
const DOG = 'dog|puppy|pup|doggy|doggie|pooch|labrador|our lab|my lab|his lab|her lab|retriever|shepherd|terrier|beagle|poodle|husky|corgi|dachshund|pitbull|bulldog|chihuahua';
const CAT = 'cat|kitten|kitty|feline';
const PET = `${DOG}|${CAT}`;
const CAR = 'car|truck|suv|van|minivan|vehicle|jeep|sedan';
/** A child of school age or any age, said in a context condition. */
const KID = 'kid|kids|son|daughter|child|children|year old|years old|boy|girl|grandson|granddaughter|nephew|niece|toddler|teen|teenager|tween';
/** A bicycle and riding one, said in a context condition (brakes of a bike, not a car's). */
const BIKE = 'bike|bikes|bicycle|mtb|mountain bike|road bike|gravel bike|ebike|e bike|cycling|cyclist|riding';
/** DJing, said in a context condition: "hunched over" is a DJ's stand only with decks or a DJ said. */
const DJ = 'dj|djs|djing|decks|turntables|turntable|cdj|cdjs|dj booth|dj mixer|dj controller|serato|rekordbox|traktor';
/** Liking something (a fandom, a band, a hobby): what makes its name a situation of gifts and merchandise, not a question about it. */
const FAN = 'loves|love|obsessed|fan|fans|into|gift|gifts|present|birthday|christmas|for my|for her|for him|for a|collects|collector|favorite|favourite|themed|party|superfan|merch|stuff';

/**
 * The table, by department. Order within a department does not matter; the department names are for reading and for
 * the table's tests.
 */
export const SITUATIONS: Readonly<Record<string, readonly SituationRow[]>> = {
  sports: [
    ['crossfit|cross fit|wod|hiit|bootcamp|boot camp class|f45|orangetheory', 'cross training shoes, gym bag'],
    ['weightlifting|weight lifting|lifting weights|powerlifting|power lifting|deadlift|squat rack|bench press|lift weights', 'weightlifting belt, lifting gloves, weightlifting shoes'],
    ['home gym|work out at home|workout at home|working out at home|exercise at home', 'dumbbells, resistance bands, exercise mat'],
    ['join a gym|joined a gym|joining a gym|gym membership|start going to the gym|started going to the gym|first time at the gym', 'gym bag, workout clothes, water bottle'],
    ['yoga', 'yoga mat, yoga blocks', undefined, 'pants|leggings|mat|mats|block|blocks|strap|towel'],
    ['hot yoga|bikram', 'yoga towel, non slip yoga mat'],
    ['pilates', 'pilates ring, exercise mat'],
    ['barre class|barre classes', 'grip socks'],
    ['spin class|spinning class|peloton|indoor cycling', 'cycling shoes, padded bike shorts'],
    ['marathon|half marathon|5k|10k|couch to 5k|start running|started running|take up running|took up running|training for a race|running club', 'running shoes, running belt, running socks'],
    ['trail running|trail runs', 'trail running shoes, hydration vest'],
    ['running at night|run at night|run in the dark|running in the dark|jog at night|jogging at night|run before sunrise|run early morning', 'reflective vest, headlamp'],
    ['hike|hiking|trek|trekking|backpacking trip|appalachian trail|thru hike', 'hiking boots, hiking backpack, trekking poles'],
    ['camping|camp out|campout|tent camping|campsite|campground|car camping', 'tent, sleeping bag, camping lantern', undefined, 'summer camp|day camp|band camp|sleepaway camp'],
    ['summer camp|sleepaway camp|sleep away camp|overnight camp', 'sleeping bag, duffel bag, name labels, flashlight'],
    ['=fishing|fishing trip|go fishing|fly fishing|bass fishing|ice fishing', 'fishing rod, tackle box, fishing lures'],
    ['golf|golfing|tee time|driving range|putting green', 'golf balls, golf glove, golf tees'],
    ['=putting|short game|=chipping|golf swing|my swing', 'putting mat, golf practice net, chipping net', 'golf|practice|better|improve|at home|backyard'],
    ['tennis', 'tennis racket, tennis balls'],
    ['pickleball|pickle ball', 'pickleball paddle, pickleball balls'],
    ['badminton', 'badminton racket, shuttlecocks'],
    ['racquetball|squash court', 'racquetball racquet, protective eyewear'],
    ['table tennis|ping pong', 'ping pong paddles, ping pong balls'],
    ['basketball|shoot hoops|=hoops|pickup game|on the court|basketball court', 'basketball shoes, basketball'],
    ['soccer|futbol', 'soccer cleats, shin guards, soccer ball'],
    ['football practice|football season|flag football|tackle football|play football', 'football cleats, mouth guard, football'],
    ['baseball|little league|tee ball|t ball', 'baseball glove, baseball bat, baseball cleats'],
    ['softball', 'softball glove, softball bat'],
    ['volleyball', 'volleyball knee pads, volleyball'],
    ['hockey', 'hockey stick, hockey skates, hockey tape'],
    ['lacrosse', 'lacrosse stick, lacrosse balls'],
    ['swim|swimming|swim team|lap pool|laps in the pool|swim lessons', 'swim goggles, swim cap, swimsuit'],
    ['water aerobics|aqua aerobics|aqua fitness', 'water shoes, swimsuit'],
    ['snorkel|snorkeling|scuba|diving trip|reef|coral|see the fish|see fish|see the little fish|fish up close|see the fishes|underwater', 'snorkel set, mineral sunscreen, water shoes'],
    ['ski|skiing|ski trip|ski resort|slopes', 'ski goggles, ski gloves, thermal base layer'],
    ['snowboard|snowboarding', 'snowboard goggles, snow pants, waterproof gloves'],
    ['sledding|sled|snow day|build a snowman|snowball fight', 'snow sled, snow boots, waterproof gloves'],
    ['ice skating|ice skate|figure skating|skating rink', 'ice skates, skate guards'],
    ['roller skating|roller skate|rollerblading|rollerblade|roller derby', 'roller skates, knee pads, wrist guards'],
    ['skateboard|skateboarding|skate park', 'skateboard, skateboard helmet, knee pads'],
    ['bike to work|biking to work|cycle to work|cycling to work|bike commute|commute by bike|commuting by bike|bike commuting', 'bike lights, bike lock, bike helmet'],
    ['cycling|road bike|mountain biking|mountain bike|bike ride|bike rides|bike rides|riding a bike|bike trail', 'bike helmet, padded bike shorts, bike lights'],
    ['learning to ride a bike|learn to ride a bike|training wheels|balance bike', 'balance bike, kids bike helmet'],
    ['rock climbing|bouldering|climbing gym|climbing wall|go climbing|went climbing', 'climbing shoes, chalk bag'],
    ['=boxing|=kickboxing|muay thai|sparring|heavy bag|punching bag', 'boxing gloves, hand wraps'],
    ['martial arts|karate|taekwondo|tae kwon do|judo|jiu jitsu|bjj|mma|kung fu', 'martial arts uniform, sparring gear, mouth guard'],
    ['fencing class|fencing lessons', 'fencing mask, fencing glove'],
    ['ballet', 'ballet shoes, leotard, tights'],
    ['dance class|dance classes|dance lessons|dancing lessons|tap class|jazz class|hip hop class', 'dance shoes, leotard'],
    ['ballroom|salsa class|salsa lessons|tango|swing dancing', 'ballroom dance shoes'],
    ['zumba|aerobics|cardio class', 'cross training shoes, workout clothes'],
    ['gymnastics|tumbling|cheerleading|cheer practice', 'gymnastics leotard, tumbling mat'],
    ['=hunting|deer season|duck season|tree stand|bow hunting|go hunting', 'hunting camo, blaze orange vest, binoculars'],
    ['archery', 'archery target, arrows, arm guard'],
    ['shooting range|target practice|gun range', 'ear protection, shooting glasses, targets'],
    ['kayak|kayaking|canoe|canoeing|paddling|paddleboard|paddle board|sup board', 'life jacket, dry bag, paddle'],
    ['rafting|white water', 'life jacket, dry bag, water shoes'],
    ['surf|surfing|surf lessons', 'surfboard, wetsuit, surf wax'],
    ['boating|sailing|boat trip|on the boat|pontoon', 'life jacket, dry bag, boat shoes'],
    ['horseback|horse riding|riding lessons|equestrian', 'riding boots, riding helmet, riding gloves'],
    ['triathlon|ironman', 'triathlon suit, swim goggles, race belt'],
    ['marathon training|long runs', 'running shoes, energy gels, running belt'],
    ['walking for exercise|daily walks|walk more|walking more|step goal|10000 steps|10k steps|steps a day|steps per day|steps every day|count my steps|how much i walk|mall walking', 'walking shoes, fitness tracker, pedometer'],
    ['lose weight|losing weight|weight loss|get in shape|getting in shape|new years resolution|get fit|getting fit', 'fitness tracker, bathroom scale, resistance bands'],
    ['bulk up|build muscle|building muscle|gain muscle|=bulking', 'protein powder, dumbbells, shaker bottle'],
    ['=stretching|flexibility|mobility work', 'foam roller, stretching strap, yoga mat'],
    ['sore muscles|muscle soreness|tight muscles|knots in|muscle knots|doms', 'foam roller, massage gun, muscle rub'],
    ['jump rope|skipping rope|boxers train', 'jump rope'],
    ['=bowling|bowling league', 'bowling ball, bowling shoes, bowling bag'],
    ['disc golf|frisbee', 'disc golf discs, flying disc'],
    ['darts|dart league|dartboard', 'dartboard, darts'],
    ['billiards|pool table|shoot pool', 'pool cue, billiard balls, chalk'],
    ['cornhole|tailgate|tailgating', 'cornhole set, folding chairs, cooler'],
    ['trampoline', 'trampoline, safety net'],
    ['pool party|swimming pool|backyard pool|above ground pool', 'pool floats, pool toys, goggles'],
    ['beach volleyball', 'beach volleyball, sand socks'],
    ['coach|coaching', 'whistle, clipboard, stopwatch', 'team|practice|league|season|soccer|basketball|baseball|softball|football|volleyball'],
    ['referee|umpire', 'referee whistle, referee shirt'],
    ['team mom|snack duty|team snacks|sports mom|sports dad|soccer mom', 'folding chair, cooler, stadium seat'],
    ['watch the game|football game|super bowl|game day|stadium|bleachers', 'stadium seat, stadium blanket, team jersey'],
    ['sweaty hands|grip|slippery grip|losing grip', 'chalk, grip tape, lifting grips', 'gym|bar|lift|lifting|climb|climbing|racket|bat|pull up|pull ups'],
    ['pull ups|pullups|chin ups', 'pull up bar'],
    ['push ups|pushups|planks|core workout|abs', 'push up bars, ab roller, exercise mat'],
    ['=rowing|rower|rowing machine', 'rowing machine'],
    ['treadmill|walking pad|walk while working', 'walking pad, treadmill'],
    ['physical therapy|physio|pt exercises|rehab exercises', 'resistance bands, therapy balls, ice pack'],
  ],

  lifeEvents: [
    ['pregnant|pregnancy|expecting a baby|we\'re expecting|i\'m expecting|im expecting|she\'s expecting|having a baby|baby on the way|due date|first trimester|second trimester|third trimester|baby bump', 'pregnancy pillow, maternity clothes, prenatal vitamins', undefined, 'induction|labor|hospital bag'],
    ['hospital bag|going into labor|go into labor|labor and delivery|induction|delivery day|giving birth|give birth', 'hospital bag, nursing gown, newborn outfit, nursing pads'],
    ['baby shower', 'baby shower gift, diaper bag, baby blanket'],
    ['newborn|new baby|baby coming home|bring the baby home|bringing baby home|first baby|just had a baby|had a baby|new parents|new mom|new dad', 'swaddle blankets, baby monitor, diaper bag'],
    ['breastfeeding|breast feeding|nursing mom|=pumping|pump at work|breast milk|latch|nursing bra', 'nursing bra, breast pump, nursing pillow, milk storage bags'],
    ['formula|bottle feeding|bottle fed|switch to bottles|won\'t take a bottle', 'baby bottles, bottle brush, formula dispenser', BABY],
    ['sore nipples|cracked nipples', 'nipple cream, nursing pads'],
    ['postpartum|post partum|after birth|after giving birth|c section|csection', 'postpartum underwear, peri bottle, belly band'],
    ['stuffy|stuffy nose|stuffed up|congested|congestion|can\'t breathe through|blow her nose|blow his nose|blow their nose|blow her own nose|blow his own nose|runny nose|boogers|snot', 'nasal aspirator, saline drops, humidifier', BABY],
    ['teething|teeth coming in|cutting teeth|chewing on everything|drooling', 'teething toys, teether, drool bibs', BABY],
    ['diaper rash|rash on his bottom|rash on her bottom|red bottom', 'diaper rash cream, baby wipes', BABY],
    ['colic|gassy|fussy at night|spit up|spits up|reflux', 'anti colic bottles, burp cloths, gas relief', BABY],
    ['startle|startles|startled|startle reflex|moro|arms flail|flails|jerks awake|wakes herself|wakes himself|wakes herself up|wakes himself up', 'swaddle, sleep sack', BABY],
    ['won\'t sleep|wont sleep|doesn\'t sleep|wakes up|keeps waking|sleep through the night|naps|nap time|bedtime routine', 'sleep sack, white noise machine, blackout curtains', BABY],
    ['starting solids|start solids|first foods|baby led weaning|eating solids|high chair', 'high chair, silicone bibs, baby spoons, suction plates', BABY],
    ['crawling|started crawling|pulling up|cruising|walking now|started walking|first steps|into everything|getting into everything', 'baby gate, cabinet locks, outlet covers, corner guards', BABY],
    ['babyproof|baby proof|childproof|child proof|baby proofing|childproofing', 'baby gate, cabinet locks, outlet covers, corner guards'],
    ['potty training|potty train|toilet training|potty trained', 'potty training seat, training pants, step stool'],
    ['fly|flying|flight|plane|airplane|airport', 'travel stroller, baby carrier, car seat travel bag', BABY],
    ['road trip|long drive|car ride|car trip|drive to grandma', 'car seat organizer, travel toys, car window shade', BABY],
    ['road trip|long drive|driving across|drive across the country|cross country drive|hour drive|hours drive|hour car ride|hour road trip', 'car phone mount, travel pillow, car organizer, cooler', undefined, `${BABY}|kids|children`],
    ['road trip|long drive|hour drive|hours drive|car ride|car trip|drive to grandma|long flight|motel|hotel room', 'travel games, card games, kids travel activities', 'kids|children|family|son|daughter', BABY],
    ['fly|flying|flight|long haul|red eye|redeye|layover|plane', 'travel pillow, noise cancelling headphones, carry on luggage', 'trip|travel|traveling|travelling|vacation|holiday|hours|overseas|international|abroad|europe|asia|australia|japan', BABY],
    ['travel|traveling|travelling|trip|vacation|holiday abroad|going abroad|overseas', 'luggage, packing cubes, travel adapter', 'pack|packing|suitcase|europe|asia|abroad|international|overseas|weeks|two weeks|month', BABY],
    ['carry on only|carry on|only a backpack|one bag travel|backpacking europe|personal item', 'carry on luggage, travel backpack, packing cubes'],
    ['international trip|traveling abroad|travel abroad|going to europe|trip to europe|going to london|going to paris|going to japan|going to uk|going to italy', 'travel adapter, luggage, passport holder'],
    ['cruise|cruise ship', 'lanyard, magnetic hooks, motion sickness bands, beach bag'],
    ['beach|beach vacation|beach trip|beach day|going to the beach|tropical|hawaii|mexico vacation|cancun|caribbean|resort', 'beach towel, sunscreen, swimsuit, beach bag', undefined, 'beach volleyball'],
    ['lake house|lake trip|at the lake', 'life jacket, water shoes, beach towel'],
    ['disney|disneyland|disney world|theme park|amusement park|universal studios', 'comfortable walking shoes, portable charger, poncho'],
    ['moving|move|moved|relocating|relocate', 'winter coat, parka, snow boots, thermal gloves', 'minneapolis|minnesota|chicago|alaska|canada|toronto|montreal|boston|maine|wisconsin|michigan|detroit|buffalo|denver|colorado|vermont|north dakota|new england|upstate|cold|colder|winter|snow|freezing'],
    ['moving|move|moved|relocating|relocate', 'shorts, sandals, sunscreen, cooling towel', 'florida|miami|phoenix|arizona|texas|houston|las vegas|vegas|hawaii|puerto rico|tropical|desert|hot|humid|heat', 'minneapolis|minnesota|chicago|alaska|canada|boston|cold|colder|winter|snow'],
    ['moving|move|moved|relocating|relocate|moving day|movers', 'moving boxes, packing tape, bubble wrap', 'house|apartment|new place|boxes|pack|packing|next month|next week|weekend|across town|out of', 'minneapolis|minnesota|chicago|alaska|canada|florida|miami|phoenix|arizona|cold|winter|hot|humid'],
    ['first apartment|first place|own place|moving out|moved out|first house|first home|new homeowner|closing on|just bought a house', 'cookware set, dish set, tool kit, shower curtain'],
    ['dorm|college|freshman year|off to college|heading to college|university', 'twin xl sheets, shower caddy, mini fridge, desk lamp', 'dorm|move in|moving in|room|freshman|off to|heading to|going to|leaving for|starting'],
    ['new job|start a new job|starting a new job|first job|first day at work|first day of work|new position|got hired|got the job|new role', 'work bag, lunch bag, travel mug'],
    ['job interview|interview|interviewing|career fair|job fair', 'dress shirt, blazer, dress shoes, portfolio folder', undefined, 'podcast|interview people|interviews people|interviewing people'],
    ['business casual|office dress code|dress code|business professional|corporate office|office job|smart casual', 'chinos, dress pants, button down shirt, loafers'],
    ['bottom half|on the bottom|bottoms', 'chinos, dress pants, slacks', 'office|work|business|casual|dress code'],
    ['business trip|work trip|conference|trade show|convention', 'garment bag, carry on luggage, portable charger'],
    ['wedding|getting married|get married', 'wedding guest dress, dress shoes, tie', 'guest|attend|attending|invited|going to a|cousin|friend|coworker|sister|brother'],
    ['ring bearer|page boy', 'boys suit, boys dress shoes, ring bearer pillow'],
    ['flower girl', 'flower girl dress, flower basket'],
    ['mother of the bride|mother of the groom', 'mother of the bride dress, wrap shawl'],
    ['officiant|officiating|officiate', 'suit, tie'],
    ['groomsman|groomsmen|best man', 'suit, tie, dress shoes, cufflinks'],
    ['bridesmaid|maid of honor|bridal party', 'bridesmaid dress, strapless bra, clutch'],
    ['bride|bridal shower|bachelorette|engaged|engagement|proposal|propose', 'bridal robe, wedding planner, ring box'],
    ['bachelor party|stag', 'flask, party supplies'],
    ['honeymoon', 'luggage, swimsuit, beach bag'],
    ['anniversary', 'jewelry, picture frame, keepsake box'],
    ['retire|retiring|retirement|retired', 'retirement gift, golf balls, garden tools, puzzle'],
    ['graduation|graduating|grad party|graduate', 'graduation gift, picture frame, card holder'],
    ['funeral|memorial service|wake|passed away|lost my|sympathy|condolence', 'sympathy card, memorial gift, black dress'],
    ['new puppy|getting a puppy|got a puppy|adopted a puppy|bringing home a puppy|puppy coming home|rescue dog|adopted a dog|adopting a dog|getting a dog|got a dog', 'dog crate, puppy pads, dog bed, chew toys'],
    ['new kitten|getting a kitten|got a kitten|adopted a kitten|adopting a kitten|adopted a cat|adopting a cat|getting a cat|got a cat|rescue cat', 'litter box, cat litter, scratching post, cat toys'],
    ['back to school|school starts|first day of school|first day of kindergarten|starting kindergarten|start kindergarten|starting school', 'backpack, lunch box, school supplies, water bottle'],
    ['new school year|school supplies|supply list|teacher list', 'school supplies, pencils, notebooks, backpack'],
    ['learning to drive|learner permit|learners permit|new driver|got his license|got her license|first car', 'car emergency kit, phone mount, car organizer'],
    ['sweet sixteen|sweet 16|quinceanera|quince', 'party decorations, jewelry, tiara'],
    ['prom|homecoming|formal dance|winter formal', 'formal dress, heels, clutch, tie'],
    ['senior living|assisted living|nursing home|aging parent|elderly mom|elderly dad|elderly mother|elderly father', 'grab bars, shower chair, pill organizer, reacher grabber'],
    ['hip replacement|knee replacement|knee surgery|hip surgery|after surgery|recovering from surgery|post surgery|post op', 'reacher grabber, shower chair, raised toilet seat, ice pack'],
    ['broken ankle|broken foot|sprained ankle|broke my ankle|broke my foot|on crutches|walking boot', 'crutch pads, cast cover, knee scooter'],
    ['broken arm|broken wrist|broke my arm|broke my wrist|in a cast|wearing a cast', 'cast cover, arm sling'],
    ['wheelchair|walker|mobility aid', 'wheelchair cushion, walker bag, grab bars'],
    ['divorce|divorced|separated|breakup|broke up', 'bedding set, cookware set, self care gift'],
    ['housewarming|=house =warming', 'housewarming gift, candle, serving board'],
    ['empty nest|kids moved out', 'hobby kit, puzzle, cookbook'],
    ['jury duty|long commute|commuting|commute', 'travel mug, noise cancelling headphones, backpack'],
    ['night shift|night shifts|sleep during the day|day sleeper|work nights', 'sleep mask, blackout curtains, white noise machine'],
    ['=nurse|=nurses|nursing school|hospital shift|12 hour shifts|twelve hour shifts|on my feet all day|standing all day', 'compression socks, nursing shoes, cushioned insoles'],
    ['teacher appreciation|end of year teacher|gift for teacher|teacher gift', 'teacher gift, gift card holder, tumbler'],
    ['new teacher|first year teaching|classroom', 'classroom supplies, dry erase markers, teacher planner'],
    ['volunteer|food drive|charity', 'donation bags, storage bins'],
    ['snowbird|winter in florida', 'luggage, sunscreen'],
  ],

  health: [
    ['dry skin|skin is dry|skin so dry|flaky skin|itchy skin|skin is flaky|eczema|psoriasis', 'moisturizer, fragrance free lotion, hydrating cream'],
    ['acne|breakouts|break out|breaking out|pimples|blackheads|oily skin|skin is oily', 'acne cleanser, salicylic acid, pimple patches'],
    ['dark circles|puffy eyes|bags under my eyes|under eye', 'eye cream, under eye patches'],
    ['wrinkles|fine lines|aging skin|anti aging|crow\'s feet', 'retinol serum, anti aging cream', 'face|skin|eye|eyes|forehead|mouth|neck|aging|age|older|lines'],
    ['sunburn|sunburnt|sun burned|burned at the beach|got burnt|peeling skin', 'aloe vera gel, after sun lotion'],
    ['burned|burnt|burns|sunburned|fried', 'sunscreen, sun hat, after sun lotion', 'sun|beach|vacation|forehead|neck|nape|shoulders|nose|face|pool|tropical|cancun|hawaii|mexico|florida|lake|boat', 'pan|toast|rice|food|oven|pot|dinner|cook|cooking|candle|turkey|oil|chicken'],
    ['sun protection|burn easily|fair skin|burn so easily|always burn|pale skin', 'sunscreen spf 50, sun hat, uv shirt'],
    ['back pain|backache|lower back hurts|back hurts|back is killing|bad back|sciatica|herniated disc', 'lumbar support pillow, heating pad, back brace'],
    ['neck pain|stiff neck|neck hurts|crick in my neck', 'cervical pillow, neck massager, heating pad'],
    ['knee pain|bad knees|knees hurt|arthritis|joint pain|achy joints', 'knee brace, compression sleeve, joint supplement'],
    ['plantar fasciitis|heel pain|flat feet|fallen arches|high arches|feet hurt|foot pain|arches hurt', 'arch support insoles, plantar fasciitis socks, supportive shoes'],
    ['carpal tunnel|wrist pain|wrists hurt|wrist hurts|tendonitis', 'wrist brace, ergonomic mouse, wrist rest'],
    ['insomnia|can\'t sleep|cant sleep|trouble sleeping|can\'t fall asleep|hard to fall asleep|up all night|wake up at 3|restless nights|sleepless', 'sleep mask, white noise machine, weighted blanket, melatonin'],
    ['snore|snoring|snores', 'anti snoring mouthpiece, nasal strips, ear plugs'],
    ['partner snores|husband snores|wife snores|roommate snores|neighbors are loud|loud neighbors', 'ear plugs, white noise machine'],
    ['allergies|allergy|hay fever|pollen|sneezing|allergic', 'air purifier, allergy relief, hepa filter', undefined, 'peanut|food allergy|allergic to nuts|dairy|gluten'],
    ['dust mites|dust allergy', 'allergy mattress cover, hepa air purifier'],
    ['sinus|sinuses|congestion|congested|stuffy nose|stuffed up|blocked nose|sinus infection', 'saline nasal spray, neti pot, humidifier', undefined, BABY],
    ['cold and flu|caught a cold|have a cold|got a cold|the flu|flu season|sore throat|cough|coughing|sick kid|sick day', 'humidifier, thermometer, cough drops, tissues'],
    ['fever|temperature', 'thermometer', 'fever|sick|baby|kid|toddler|child'],
    ['headache|headaches|migraine|migraines|tension headache', 'migraine relief, cold pack, blue light glasses'],
    ['eye strain|eyes hurt|tired eyes|screen all day|dry eyes|staring at a screen|staring at screens', 'blue light glasses, eye drops, monitor light bar'],
    ['blister|blisters|chafing|chafe|chafed|thigh chafing', 'blister bandages, anti chafe balm, moisture wicking socks'],
    ['sweaty feet|smelly feet|feet smell|feet stink|foot odor|stinky shoes|shoes smell|shoes stink', 'moisture wicking socks, foot powder, shoe deodorizer'],
    ['athlete\'s foot|athletes foot|toenail fungus|nail fungus', 'antifungal cream, foot powder, shower shoes'],
    ['ingrown toenail|ingrown nail|thick toenails', 'toenail clippers, nail file'],
    ['sweat a lot|sweating a lot|sweat through|sweat stains|pit stains|hyperhidrosis|armpits sweat', 'clinical strength antiperspirant, sweat proof undershirt'],
    ['body odor|smell bad after|smells bad after', 'antiperspirant deodorant, body wash'],
    ['hair loss|losing hair|thinning hair|hair thinning|balding|bald spot|receding hairline|hair falling out', 'hair growth serum, biotin, thickening shampoo'],
    ['frizz|frizzy|humidity hair|poofy hair|puffy hair', 'anti frizz serum, leave in conditioner, silk pillowcase'],
    ['dandruff|flaky scalp|itchy scalp|dry scalp|flakes on my shoulders', 'dandruff shampoo, scalp scrubber'],
    ['split ends|damaged hair|heat damage|bleached hair|brittle hair|breakage', 'hair mask, heat protectant, leave in conditioner'],
    ['curly hair|curls|wavy hair|coily|natural hair', 'curl cream, diffuser, satin bonnet', undefined, 'curling iron|curl my hair|straight hair'],
    ['360 waves|wave brush|durag|du rag|wave cap', 'wave brush, durag, wave cap'],
    ['straight hair|curl my hair|want curls|want waves|beach waves', 'curling iron, heatless curlers, hair curler'],
    ['gray hair|grey hair|going gray|going grey|roots showing|cover my roots', 'hair dye, root touch up'],
    ['beard|grow a beard|growing a beard|beard itch|patchy beard', 'beard oil, beard trimmer, beard brush'],
    ['shave|shaving|razor burn|razor bumps|ingrown hairs', 'shaving cream, safety razor, aftershave balm'],
    ['chapped lips|dry lips|cracked lips|lips peel', 'lip balm, lip mask'],
    ['dry hands|cracked hands|hands crack|hands are cracked|hands are dry', 'hand cream, cotton gloves'],
    ['cracked heels|dry heels|rough feet|calluses|callus', 'foot cream, pumice stone, foot file'],
    ['bad breath|morning breath|gums bleed|bleeding gums|sensitive teeth|yellow teeth|stained teeth|whiten|teeth look yellow|teeth are yellow|teeth yellow|teeth stained|teeth are stained|coffee stains on my teeth', 'whitening strips, mouthwash, water flosser, electric toothbrush'],
    ['braces|retainer|invisalign|aligners', 'water flosser, retainer case, orthodontic wax', undefined, 'knee|ankle|wrist|back|arm|neck'],
    ['grind my teeth|grinding teeth|teeth grinding|clench my jaw|bruxism|tmj', 'night guard, mouth guard'],
    ['motion sickness|car sick|carsick|seasick|sea sick|nausea', 'motion sickness bands, ginger chews'],
    ['period cramps|menstrual cramps|my period|heavy period|period pain', 'heating pad, period underwear, menstrual cup'],
    ['hot flashes|menopause|night sweats', 'cooling pillow, cooling sheets, bedside fan'],
    ['anxiety|anxious|stress|stressed|stressed out|overwhelmed|panic', 'weighted blanket, fidget toys, essential oil diffuser, stress ball'],
    ['adhd|fidget|fidgety|can\'t sit still|focus at work|trouble focusing|can\'t focus|cant focus', 'fidget toys, noise cancelling headphones, planner'],
    ['=forgetful|forget my pills|forget to take|medication schedule|lots of pills|vitamins every day', 'pill organizer, weekly pill box'],
    ['diabetic|diabetes|blood sugar', 'diabetic socks, glucose tablets, pill organizer'],
    ['high blood pressure|blood pressure|hypertension', 'blood pressure monitor'],
    ['sleep apnea|cpap', 'cpap pillow, cpap cleaner'],
    ['hearing loss|hard of hearing|can\'t hear the tv', 'tv ear speaker, amplified phone'],
    ['bad eyesight|reading glasses|can\'t read small print|farsighted', 'reading glasses, magnifying glass'],
    ['cold sores|fever blister', 'cold sore treatment, lip balm'],
    ['bug bites|mosquito bites|itchy bites|poison ivy|rash', 'anti itch cream, calamine lotion, bite relief', undefined, 'diaper'],
    ['bee sting|wasp sting|stung', 'sting relief, first aid kit'],
    ['first aid|scrapes|cuts and scrapes|skinned knee|boo boo', 'first aid kit, adhesive bandages, antiseptic'],
    ['lice|head lice|nits', 'lice comb, lice treatment shampoo'],
    ['pinworms|constipation|constipated|bloated|bloating|heartburn|acid reflux|indigestion', 'fiber supplement, antacid, probiotic'],
    ['hangover|hungover|rough night', 'electrolyte powder, sports drink'],
    ['dehydrated|dehydration|not drinking enough water|drink more water|don\'t drink water|dont drink water|don\'t drink enough|forget to drink|remind me to drink|reminds me to drink|drink too little|drink enough water', 'water bottle, electrolyte powder'],
    ['posture|slouch|slouching|hunched', 'posture corrector, ergonomic chair, lumbar support'],
    ['incontinence|bladder leaks|leak when i sneeze', 'incontinence pads, bladder control underwear'],
    ['tired all the time|low energy|no energy|fatigue|fatigued', 'vitamin d, vitamin b12, coffee'],
    ['quit smoking|quitting smoking|stop smoking|quit vaping', 'nicotine gum, nicotine lozenges, stress ball'],
    ['sensitive skin|rosacea|=redness|skin reacts', 'fragrance free moisturizer, gentle cleanser, mineral sunscreen'],
    ['ingrown|razor bumps|bikini line', 'exfoliating scrub, ingrown hair serum'],
    ['stretch marks', 'stretch mark cream, cocoa butter'],
    ['cellulite', 'body scrub, dry brush, firming cream'],
    ['=tanning|self tan|fake tan|pale for summer', 'self tanner, tanning mitt'],
    ['nails break|brittle nails|peeling nails|nail biting|bite my nails', 'nail strengthener, cuticle oil, nail file'],
    ['wide feet|wide foot|bunions|toes are squished|shoes pinch', 'wide width shoes, toe spacers'],
    ['narrow feet|heel slips|shoes slip off', 'heel grips, narrow shoes'],
    ['left handed|lefty', 'left handed'],
    ['color blind|colorblind', 'color blind glasses'],
    ['makeup melts|makeup slides|makeup won\'t stay|oily t zone', 'setting spray, primer, blotting papers'],
  ],

  home: [
    ['not a smart tv|isn\'t a smart tv|isnt a smart tv|not smart tv|old tv|old television|tv has no apps|no apps on it|no apps|without apps|stream netflix|get netflix on|watch netflix on|stream her shows|stream his shows|stream my shows|stream shows|watch her shows|watch series on|dumb tv', 'streaming stick, streaming media player, hdmi cable', 'tv|tvs|television|televisions|screen'],
    ['pants keep sliding|pants slide down|pants sliding down|pants fall down|pants keep falling|pants keep falling down|jeans keep falling|jeans slide down|jeans fall down|pants sag|pants are sagging|pants are falling|pants too big|pants are too loose', 'belt, suspenders'],
    ['lamp on and off|turn the lamp on|turn the lamp off|turn lamps on|lamp from bed|lamp from the couch|lights from bed|without getting up|without crawling|crawling behind|reach the switch|reach the lamp|switch is behind', 'smart plug, remote control outlet, lamp remote', 'lamp|lamps|light|lights|switch'],
    ['mosquitos get in|mosquitoes get in|mosquitos keep getting in|mosquitoes keep getting in|bugs get in|bugs keep getting in|flies get in|flies keep getting in|getting in through the window|getting in thru|come in through the window|window has no screen|hole in the screen|screen has a hole', 'window screen, mosquito net, screen repair kit', 'window|windows|door|screen'],
    ['mold|mould|mildew|musty|damp basement|condensation', 'mold remover, dehumidifier'],
    ['humid|humidity|damp|dampness', 'dehumidifier, moisture absorber', 'basement|room|house|closet|apartment|bathroom|garage|crawl space', 'hair|frizz'],
    ['dry air|air is dry|air is so dry|static shocks|nosebleeds|dry winter air|heater dries', 'humidifier'],
    ['clog|clogged|clogs|slow drain|drain is slow|backed up|won\'t drain|wont drain', 'drain snake, drain cleaner, plunger'],
    ['toilet clogs|toilet keeps clogging|toilet overflow|toilet runs|running toilet', 'toilet plunger, toilet repair kit'],
    ['mice|mouse problem|rats|rodents|=droppings', 'mouse traps, rodent repellent', undefined, 'computer|gaming|wireless|click'],
    ['ants|ant problem|cockroaches|roaches|spiders|silverfish|pantry moths|fruit flies|gnats|bed bugs|bedbugs', 'bug spray, insect traps, pest control'],
    ['mosquitoes|mosquitos|skeeters', 'mosquito repellent, citronella candles, bug zapper'],
    ['wasps|hornets|yellow jackets|bees nest|wasp nest', 'wasp trap, wasp spray'],
    ['squirrels|deer eat|rabbits eat|raccoons|critters in the garden', 'animal repellent, garden netting, motion sprinkler'],
    ['noise|noisy|loud street|traffic noise|thin walls|hear everything|upstairs neighbors', 'soundproof curtains, white noise machine, ear plugs, door draft stopper'],
    ['draft|drafty|drafts|cold air coming in|window leaks air|under the door', 'draft stopper, window insulation kit, weather stripping'],
    ['cold house|cold apartment|house is cold|apartment is cold|heating bill|heat bill|landlord won\'t turn on the heat|no heat|chilly house|cold bedroom', 'space heater, heated blanket, thermal curtains'],
    ['no ac|no air conditioning|no a c|ac broke|ac is broken|heat wave|heatwave|upstairs is hot|bedroom is hot|too hot to sleep', 'portable air conditioner, tower fan, cooling sheets'],
    ['leak|leaks|leaking|leaky|drip|dripping|water under the sink', 'plumber tape, leak repair tape, water leak detector', 'pipe|faucet|sink|roof|ceiling|toilet|hose|basement|water heater'],
    ['flood|flooded|flooding|water in the basement|sump pump', 'wet dry vacuum, sump pump, water alarm'],
    ['clutter|cluttered|messy|mess|no storage|no room for|out of space|too much stuff|overflowing', 'storage bins, shelf organizer, closet organizer', 'room|closet|garage|house|apartment|kitchen|desk|drawer|drawers|pantry|bedroom|office|stuff|storage|shelves|basement|attic|toys|shoes|clothes'],
    ['small closet|tiny closet|closet is full|closet is a mess|no closet', 'hanging closet organizer, slim hangers, under bed storage'],
    ['small space|small apartment|tiny apartment|studio apartment|tiny house|small kitchen|small bedroom|no counter space|limited space', 'space saving furniture, wall shelves, collapsible storage, over the door organizer'],
    ['dark room|dark apartment|dark hallway|dark closet|no overhead light|no ceiling light|basement is dark|no natural light|no windows', 'floor lamp, led lights, motion sensor lights'],
    ['dust|dusty|dust everywhere|dust bunnies', 'microfiber duster, air purifier, cordless vacuum', undefined, 'dusty pink|dusty rose|dusty blue|dust jacket'],
    ['pet hair|dog hair|cat hair|fur everywhere|hair everywhere|shedding everywhere|fur on the couch|hair on the couch', 'lint roller, pet hair remover, robot vacuum'],
    ['smell|smells|stinks|stinky|odor|odour|funky smell|musty smell|smoke smell|stale smell', 'odor eliminator, air purifier, baking soda', 'house|room|car|fridge|closet|basement|apartment|garage|trash|carpet|couch|shoes|gym bag|litter'],
    ['garbage smells|trash smells|trash can stinks|bin smells', 'trash can with lid, trash bags, odor absorber'],
    ['fridge smells|fridge stinks|smelly fridge', 'fridge deodorizer, baking soda, fridge organizer'],
    ['hard water|water spots|limescale|soap scum|tastes like chlorine|tap water tastes', 'water filter, shower filter, limescale remover'],
    ['stains on|stain on|=stained|red wine on|coffee stain|grease stain|spilled on the carpet|carpet stain|get stains out|stain out', 'stain remover, carpet cleaner'],
    ['power outage|power outages|blackout|lose power|losing power|storm season|hurricane|tornado|earthquake', 'flashlight, power bank, emergency radio, generator'],
    ['door sticks|door scrapes|door rubs|sticking door|door won\'t close|door wont close|door drags', 'hand plane, door shims, sandpaper'],
    ['tarnish|tarnished|turning dark|silverware|silver jewelry|sterling', 'silver polish, anti tarnish bags, flatware storage chest', 'silver|silverware|sterling|tarnish|tarnished|jewelry|store|storing|dark'],
    ['wobbly table|uneven floor|scratches the floor|scratched floors|chair scratches', 'furniture pads, felt pads'],
    ['hang pictures|hanging pictures|hang a mirror|hang art|can\'t put holes|no nails|rental walls|renter friendly', 'command strips, picture hanging kit, adhesive hooks'],
    ['blank wall|empty wall|bare wall|walls are bare|decorate my room|decorate my apartment', 'wall art, canvas prints, floating shelves, mirror'],
    ['slippery tub|slippery shower|slip in the shower|tub is slippery|shower is slippery', 'non slip bath mat, grab bar'],
    ['slippery stairs|icy steps|icy driveway|icy sidewalk|ice on the driveway', 'ice melt, non slip stair treads, ice cleats'],
    ['snow|snowstorm|blizzard|shovel the driveway|snowed in|lake effect', 'snow shovel, ice melt, snow brush'],
    ['lawn|yard work|mow|mowing|weeds|grass is dying', 'lawn mower, weed killer, garden gloves'],
    ['raking leaves|rake leaves|fall cleanup|leaves everywhere|leaf cleanup|=raking', 'leaf rake, leaf blower, yard bags'],
    ['no curtains|sun wakes me|too much light|street light|streetlight|light comes in|bright bedroom', 'blackout curtains, sleep mask'],
    ['nosy neighbors|more privacy|need privacy|privacy from|see into my|people can see in|neighbors can see', 'privacy window film, sheer curtains, privacy screen'],
    ['package theft|porch pirates|packages stolen|someone stole', 'video doorbell, security camera, package box'],
    ['walk alone|walking alone|walk home alone|by myself at night|late shifts|parking garage|feel safer|personal safety|jogging alone|run alone', 'personal safety alarm, pepper spray, flashlight', undefined, 'house|home|apartment|door'],
    ['break in|break ins|burglary|broken into|feel safe|home security|live alone|living alone', 'security camera, door alarm, video doorbell, door lock'],
    ['smoke alarm|fire safety|fire extinguisher|carbon monoxide', 'smoke detector, fire extinguisher, carbon monoxide detector'],
    ['kitchen is a mess|pantry is a mess|messy pantry|spices everywhere|tupperware avalanche|lids everywhere', 'pantry organizer, spice rack, food storage containers'],
    ['junk drawer|drawers are a mess|messy drawers', 'drawer organizer, drawer dividers'],
    ['garage is a mess|messy garage|garage full|tools everywhere', 'garage shelving, tool organizer, wall hooks'],
    ['wash day|laundry day|laundry piles|piles of laundry|laundry everywhere|no laundry room|laundromat', 'laundry basket, laundry hamper, drying rack'],
    ['no dryer|hang dry|air dry clothes|dry my clothes', 'drying rack, clothesline'],
    ['no dishwasher|hand wash dishes|washing dishes by hand', 'dish rack, dish gloves, sponges'],
    ['ironing|no iron|iron my shirts', 'clothes steamer, iron, ironing board'],
    ['spring cleaning|deep clean|deep cleaning|move out clean|cleaning day', 'cleaning supplies, microfiber cloths, scrub brush, mop'],
    ['hardwood floors|tile floors|sticky floors|floors are dirty|mop', 'spray mop, floor cleaner'],
    ['dirty carpet|carpet is dirty|carpets are dirty|rug is dirty|clean the carpet|clean my carpet|carpet cleaning', 'carpet cleaner, vacuum'],
    ['glass shower|shower glass|shower doors', 'shower squeegee, glass cleaner'],
    ['grill is dirty|grimy grill|oven is dirty|greasy stovetop|burnt on', 'grill brush, oven cleaner, degreaser'],
    ['wifi is slow|wifi dead zone|bad wifi|weak signal|wifi doesn\'t reach|internet is slow', 'wifi extender, mesh wifi router'],
    ['not enough outlets|outlets|extension cord', 'power strip, surge protector, extension cord'],
    ['cords everywhere|cables everywhere|messy cables|tangled cords|cable mess', 'cable management, cable ties, cord organizer'],
    ['forget to turn off|forget to lock|smart home|turn off lights from', 'smart plug, smart lock, smart bulbs'],
    ['plant|plants|houseplants|house plants|plants keep dying|plants die|black thumb', 'self watering pots, grow light, plant food', 'dying|die|dead|keep killing|kill|brown|yellow|droopy|black thumb|water|sun|light'],
    ['fireplace|wood stove|firewood', 'fireplace tools, log holder, fire starters'],
    ['hot water runs out|cold shower', 'low flow shower head, water heater'],
    ['shower pressure|low water pressure|weak shower', 'high pressure shower head'],
    ['guest room|guests staying|in laws visiting|in-laws visiting|family visiting|overnight guests|houseguests|house guests', 'air mattress, guest towels, sheet set'],
    ['sleepover|slumber party', 'sleeping bag, air mattress, pajamas'],
    ['dinner party|hosting dinner|having people over|entertaining', 'serving platter, wine glasses, table runner, cloth napkins'],
    ['mattress is too firm|mattress too hard|mattress is too soft|mattress sags|old mattress|hip pain at night', 'mattress topper, memory foam topper'],
    ['night sweats|sleep hot|hot sleeper|sweat at night|overheat at night', 'cooling sheets, cooling pillow, mattress pad'],
    ['cold at night|sleep cold|cold sleeper|freezing at night', 'heated blanket, flannel sheets, down comforter'],
  ],

  occasions: [
    ['thanksgiving|friendsgiving|turkey day', 'roasting pan, meat thermometer, serving platter'],
    ['fry a turkey|frying a turkey|fried turkey|deep fry|deep frying|deep fried|turkey fryer', 'peanut oil, turkey fryer, frying thermometer'],
    ['smoke a brisket|smoking a brisket|smoker|smoke meat|smoking meat|low and slow|pulled pork', 'wood chips, meat thermometer, smoker'],
    ['bbq|barbecue|barbeque|cookout|cook out|=grilling|grill out|fire up the grill|memorial day|labor day|fourth of july|4th of july', 'grill tools, meat thermometer, grill brush'],
    ['picnic|picnics|in the park', 'picnic blanket, picnic basket, cooler', 'picnic|lunch|eat|food|blanket'],
    ['party|parties|get together|get-together|celebration', 'party supplies, party decorations, balloons, paper plates', 'throwing|hosting|having|plan|planning|birthday|graduation|retirement|surprise|going away|farewell|office|engagement|baby'],
    ['birthday party|bday party|party for my son|party for my daughter|kids party|kid\'s party|turning 5|turning 6|turning 7|turning 8|turning 3|turning 4', 'party decorations, party favors, balloons, goodie bags'],
    ['piñata|pinata|goody bags|goodie bags|party favors|loot bags', 'party favors, goodie bags, pinata'],
    ['halloween|trick or treat|trick-or-treat|trick or treating|spooky season', 'halloween costume, halloween decorations, candy bowl'],
    ['costume party|dress up as|costume for|cosplay|comic con', 'costume, wig, face paint'],
    ['christmas|xmas|holiday season|holidays', 'christmas decorations, christmas lights, stocking stuffers, wrapping paper', 'decorat|tree|lights|wrap|wrapping|stocking|ornament|mantel|first christmas|hosting'],
    ['christmas tree|xmas tree|decorate the tree|tree decorating', 'christmas ornaments, tree skirt, christmas lights'],
    ['secret santa|white elephant|gift exchange|stocking stuffer|stocking stuffers', 'stocking stuffers, gift set'],
    ['wrapping presents|wrap presents|gift wrap|wrapping gifts', 'wrapping paper, gift bags, tape, ribbon'],
    ['hanukkah|chanukah', 'menorah, dreidel, hanukkah candles'],
    ['easter|egg hunt', 'easter basket, plastic easter eggs'],
    ['valentine|valentines|valentine\'s day', 'valentines gift, chocolate, jewelry, roses'],
    ['mother\'s day|mothers day', 'mothers day gift, jewelry, candle, robe'],
    ['father\'s day|fathers day', 'fathers day gift, wallet, grilling tools, watch'],
    ['new year\'s eve|new years eve|nye', 'party supplies, champagne glasses, party hats'],
    ['st patrick|st. patrick|saint patrick', 'green shirt, shamrock accessories'],
    ['diwali', 'diya lamps, string lights, rangoli'],
    ['eid|ramadan', 'prayer mat, dates, lanterns'],
    ['lunar new year|chinese new year', 'red envelopes, lanterns'],
    ['baby\'s first birthday|first birthday|1st birthday|smash cake', 'first birthday decorations, high chair banner, smash cake topper'],
    ['gender reveal', 'gender reveal balloons, confetti cannon'],
    ['potluck|pot luck|bring a dish', 'casserole carrier, insulated food carrier, serving dish'],
    ['bake sale', 'cupcake boxes, bakery bags'],
    ['game night|board game night|family game night', 'board games, card games'],
    ['movie night|backyard movie|outdoor movie', 'projector, projector screen, popcorn maker'],
    ['campfire|bonfire|fire pit|s\'mores|smores', 'fire pit, roasting sticks, camping chairs'],
    ['tea party', 'tea set, teapot, cake stand'],
    ['wine tasting|wine night|wine lover', 'wine glasses, wine aerator, wine opener'],
    ['cocktail|cocktails|home bar|mixology|make drinks', 'cocktail shaker, bar tools, jigger'],
    ['beer|homebrew|home brew|brewing beer', 'beer glasses, homebrew kit, bottle opener'],
    ['super bowl party|watch party|game day party', 'party platter, slow cooker, paper plates'],
    ['taco night|taco tuesday', 'tortilla press, taco holders, tortilla warmer'],
    ['pizza night|make pizza|homemade pizza', 'pizza stone, pizza peel, pizza cutter'],
    ['wedding shower|registry', 'cookware set, knife set, towel set'],
    ['outdoor wedding|garden party|backyard party|backyard wedding', 'string lights, outdoor tablecloth, citronella candles'],
    ['graduation party|grad party', 'graduation decorations, card box, party supplies'],
    ['retirement party|farewell party|going away party|office party', 'party decorations, card, banner'],
    ['snow day|winter break|christmas break', 'board games, puzzle, hot cocoa'],
    ['rainy day|rainy days|stuck inside|stuck indoors|cabin fever', 'board games, puzzle, craft kit'],
  ],

  hobbies: [
    ['baking|bake|baker', 'baking pans, mixing bowls, measuring cups, stand mixer', undefined, 'bake sale|baking soda|baking powder'],
    ['bread|sourdough|starter|loaf|loaves', 'bread proofing basket, dutch oven, bread lame, bread pan', 'bake|baking|make|making|start|starter|homemade|sourdough|knead'],
    ['cake decorating|decorate cakes|frosting|buttercream', 'piping bags, piping tips, cake turntable'],
    ['cookies|cookie baking|christmas cookies', 'cookie sheets, cookie cutters, cooling rack', 'bake|baking|make|making|decorat'],
    ['learn to cook|learning to cook|cook more|started cooking|start cooking|new to cooking|meal prep|meal prepping', 'meal prep containers, chef knife, cutting board, cookware'],
    // Ways of cooking and the equipment each calls for.
    ['stir fry|stir fries|stir frying|chinese food|fried rice|lo mein', 'wok, carbon steel wok, wok spatula'],
    ['sear|searing|steak|steaks|crust on|cast iron', 'cast iron skillet, meat thermometer', 'cook|cooking|make|sear|searing|pan|grill|home|crust'],
    ['sushi|sushi night|maki|hand rolls', 'sushi making kit, bamboo rolling mat'],
    ['homemade pasta|fresh pasta|make pasta|making pasta|ravioli', 'pasta maker, ravioli mold'],
    ['dumplings|bao|steamed buns|dim sum|tamales', 'bamboo steamer, steamer basket'],
    ['sous vide', 'sous vide cooker, vacuum sealer'],
    ['pancakes|flapjacks|crepes|sunday breakfast|big breakfast', 'griddle, pancake batter dispenser, spatula'],
    ['waffles', 'waffle maker'],
    ['fondue', 'fondue set'],
    ['popcorn', 'popcorn maker, popcorn bowls', undefined, 'popcorn ceiling'],
    ['ice cream|gelato|sorbet|frozen yogurt', 'ice cream maker, ice cream scoop', 'make|making|homemade|home'],
    ['burgers|smash burgers|patties', 'burger press, cast iron griddle', 'make|making|grill|grilling|cook|cooking'],
    ['rice|sticky rice|jasmine rice', 'rice cooker', 'make|making|cook|cooking|burn|burns|mushy|sticks|perfect'],
    ['soup|soups|stew|stews|chili|braise|braising|pot roast', 'dutch oven, slow cooker, stock pot', 'make|making|cook|cooking|batch|big pot|winter|homemade'],
    ['jerky|dried fruit|dehydrate|dehydrating', 'food dehydrator'],
    ['yogurt|kefir', 'yogurt maker', 'make|making|homemade'],
    ['slow cooker|crock pot|set it and forget it|dinner ready when i get home', 'slow cooker, instant pot'],
    ['air fry|air fryer|air frying|crispy without oil|less oil', 'air fryer'],
    ['meal for one|cooking for one|single serving', 'small saucepan, personal blender, mini rice cooker'],
    ['cooking for a crowd|big family|feed a crowd|feeding a crowd|family of six|family of 6|family of eight', 'large stock pot, sheet pans, roasting pan'],
    ['coffee gets cold|coffee goes cold|gets cold|goes cold|cool down|cools down|cools off|gets lukewarm|lukewarm|stay hot|stays hot|keep hot|keep it hot|keep warm|keeps warm', 'insulated tumbler, mug warmer, travel mug', 'coffee|tea|latte|cocoa|drink|drinks'],
    ['=canning|preserves|=pickling|make jam|making jam', 'mason jars, canning kit'],
    ['coffee|espresso|latte|cappuccino|pour over|french press|cold brew', 'coffee grinder, french press, pour over coffee maker, milk frother', 'make|making|brew|brewing|at home|snob|lover|addict|barista|beans|grind|espresso machine'],
    ['tea|loose leaf|matcha', 'tea kettle, tea infuser, teapot', 'drink|drinker|lover|brew|make|loose|cup|cups|morning'],
    ['smoothie|smoothies|protein shakes|juicing', 'blender, personal blender, juicer'],
    ['gardening|garden|vegetable garden|raised bed|raised beds|grow tomatoes|growing vegetables|planting', 'garden tools, gardening gloves, raised garden bed, seeds', undefined, 'garden party|olive garden'],
    ['balcony garden|apartment garden|herb garden|grow herbs|growing herbs|indoor garden', 'indoor herb garden, planters, grow light'],
    ['compost|composting', 'compost bin, kitchen compost bin'],
    ['bird watching|birdwatching|birding|birds in the yard|feed the birds', 'bird feeder, binoculars, bird seed'],
    ['stargazing|astronomy|look at the stars|planets|night sky', 'telescope, star map'],
    ['knitting|knit|crochet|crocheting', 'yarn, knitting needles, crochet hooks'],
    ['sewing|sew|quilting|quilt|embroidery|cross stitch', 'sewing machine, sewing kit, fabric scissors, embroidery hoop'],
    ['painting|paint|watercolor|watercolour|acrylic|oil painting|canvas', 'acrylic paint set, paint brushes, canvas panels, easel', undefined, 'walls|room|house|fence|ceiling|nails|car|touch up|primer|painter\'s tape|bedroom|kitchen|cabinets'],
    ['paint the room|paint a room|painting the bedroom|paint my bedroom|painting my room|paint the walls|painting walls|paint the kitchen|paint the house|painting the house', 'paint roller, painters tape, drop cloth, paint brushes'],
    ['=woodworking|woodwork|carpentry|woodturning|wood turning|lathe|wooden toys|works with wood|woodshop|wood shop|makes furniture|builds furniture', 'woodworking tools, wood chisel set, clamps, sandpaper'],
    ['drawing|draw|sketching|sketch|doodle', 'sketchbook, drawing pencils, colored pencils'],
    ['calligraphy|hand lettering|=lettering', 'calligraphy pens, brush pens'],
    ['scrapbook|scrapbooking|journaling|bullet journal', 'scrapbook album, journal, washi tape, stickers'],
    ['photography|photographer|take photos|taking photos|take pictures|taking pictures|camera', 'camera bag, tripod, memory card', 'photography|photographer|hobby|learn|learning|better|shoot|vacation|trip|landscape|portraits'],
    ['new camera|first camera|first real camera|bought a camera|got a camera|camera strap', 'camera strap, camera bag, memory card'],
    ['vlog|vlogging|youtube channel|=youtuber|tiktok|make videos|content creator|=reels', 'ring light, phone tripod, lavalier microphone', undefined, 'watches|watching|watch|likes watching'],
    ['podcast|podcasting', 'podcast microphone, headphones, boom arm'],
    ['stream|streaming|twitch|streamer', 'streaming microphone, webcam, ring light, capture card', 'twitch|streamer|live|gaming|games|audience|start streaming|stream my', 'watches|watching|likes watching|the streamers|streaming service|netflix|hulu|shows|movies'],
    ['gaming|gamer|video games|game console|xbox|playstation|ps5|nintendo|switch games|pc gaming', 'gaming headset, controller, gaming chair'],
    ['reading|read|bookworm|book club|reader', 'book light, bookends, kindle, reading pillow', 'in bed|at night|love to read|loves to read|reader|bookworm|book club|reading nook|lot|avid'],
    ['something to read|a good read|book to read|books to read|devotional|bible study|quiet time', 'book, devotional, journal'],
    ['allowance|save money|saving money|learn to save|learning to save|piggy', 'piggy bank, kids money jar', 'kid|kids|son|daughter|year old|child|children|teach|his|her'],
    ['room glow|bedroom glow|glow purple|glow blue|neon|rgb|gaming setup|room aesthetic|aesthetic room|room vibe|color changing', 'led strip lights, neon sign, galaxy projector', 'room|bedroom|setup|wall|desk|teen|son|daughter'],
    ['puzzle|puzzles|jigsaw', 'jigsaw puzzle, puzzle mat, puzzle board'],
    ['lego|legos|building sets', 'lego set, storage bins'],
    ['model trains|model cars|model kits|miniatures|warhammer', 'model kit, hobby paint, hobby tools'],
    ['woodworking|woodwork|carpentry|build furniture|diy projects|diy', 'power drill, clamps, wood glue, sandpaper'],
    ['fix things|handyman|repairs around the house|around the house repairs|tools for the house|basic tools', 'tool kit, cordless drill, tape measure'],
    ['car detailing|wash my car|washing the car|detail my car|car wash', 'car wash soap, microfiber towels, car wax'],
    ['guitar|learn guitar|learning guitar', 'guitar tuner, guitar strings, capo, guitar picks'],
    ['piano|keyboard lessons|learn piano|learning piano', 'piano keyboard, keyboard stand, sustain pedal'],
    ['ukulele', 'ukulele, ukulele strings'],
    ['drums|drummer|drum lessons', 'drumsticks, practice pad'],
    ['violin|cello|orchestra', 'rosin, music stand, shoulder rest'],
    ['singing|choir|karaoke', 'karaoke microphone, wireless microphone'],
    ['band practice|marching band', 'music stand, instrument case'],
    ['dj|djing|producing music|music production|make beats', 'dj controller, studio headphones, midi keyboard'],
    ['candle making|soap making|resin art|epoxy resin', 'candle making kit, soap making kit, resin molds'],
    ['jewelry making|beading|bracelet making|friendship bracelets', 'jewelry making kit, beads, jewelry pliers'],
    ['pottery|ceramics|clay', 'air dry clay, pottery tools'],
    ['crafts|crafting|craft room|cricut', 'craft supplies, storage organizer, cutting mat'],
    ['=coloring|adult coloring|coloring book', 'coloring book, colored pencils, markers'],
    ['chess|checkers|board games', 'chess set, board games'],
    ['magic tricks|card tricks|poker night|poker', 'playing cards, poker chips'],
    ['collect coins|coin collecting|stamp collecting|card collecting|trading cards|pokemon cards', 'coin holder, card sleeves, binder'],
    ['aquarium|fish tank', 'aquarium filter, fish tank heater, aquarium decorations'],
    ['drone|drones', 'drone, drone batteries'],
    ['rc car|remote control car', 'remote control car'],
    ['meditation|meditate|mindfulness', 'meditation cushion, singing bowl, essential oils'],
    ['journal|journaling|gratitude', 'journal, gel pens'],
    ['learn a language|learning spanish|learning french|learning japanese|learning a language', 'language workbook, flash cards'],
    ['studying|study for|exam|=finals|bar exam|mcat|sat prep|midterms', 'highlighters, flash cards, desk lamp, noise cancelling headphones'],
    ['nanowrimo|writing a novel|write a book|writing a book|novelist|writer', 'notebooks, fountain pen, writing journal'],
  ],

  pets: [
    ['hamster|gerbil|guinea pig|rabbit|bunny|chinchilla|rat|mice', 'hamster cage, small animal cage, bedding', 'escap|get out|gets out|got out|chew through|chews through|bigger cage|new cage|cage|habitat|home for'],
    ['hamster|gerbil', 'hamster wheel, hamster bedding, chew toys', undefined, 'escap|get out|gets out|got out|cage'],
    ['guinea pig|rabbit|bunny|chinchilla', 'hay, small animal bedding, hay feeder', undefined, 'escap|get out|gets out|got out|cage'],
    ['bird|parrot|parakeet|budgie|cockatiel|canary', 'bird cage, bird perches, bird toys', 'pet|cage|sing|chirp|my|our|bored|new'],
    ['fish|goldfish|betta|guppies', 'fish tank, aquarium filter, fish food', 'pet|tank|bowl|my|our|new|won'],
    ['turtle|tortoise|lizard|gecko|bearded dragon|snake|reptile|iguana|chameleon', 'reptile terrarium, heat lamp, reptile substrate'],
    ['horse|pony|barn', 'horse brush, fly spray, horse treats', 'my|our|ride|riding|groom|grooming|stable|barn'],
    ['chickens|backyard chickens|chicken coop|hens|laying hens', 'chicken feeder, chicken waterer, nesting boxes'],
    ['puppy|new puppy', 'puppy pads, dog crate, puppy training treats', undefined, 'chew|chews|chewing|bite|biting|teeth'],
    ['potty training|house training|house train|housebreaking|pees inside|accidents in the house|pee on the carpet|peed on', 'puppy pads, enzyme cleaner, dog bells', DOG],
    ['backs out of|backing out of|slips out of|slips his collar|slips her collar|wiggles out|escapes his collar|escapes her collar|out of his harness|out of her harness', 'escape proof harness, martingale collar', DOG],
    ['pulls on the leash|pulls on leash|pulling on the leash|pulls me|drags me|walks are hard|lunges', 'no pull harness, head collar, training leash', DOG],
    ['barks|barking|howls|howling', 'bark collar, calming treats, anti bark device', DOG],
    ['separation anxiety|anxious|scared of thunder|thunderstorms|fireworks|nervous|stressed', 'calming dog bed, thundershirt, calming treats', DOG],
    ['bored|home alone|while i\'m at work|while im at work|alone all day|destroys|destructive|needs exercise|high energy', 'puzzle toys, treat dispensing toy, chew toys', DOG],
    ['fleas|ticks|itchy|scratching|scratches himself|scratches herself', 'flea and tick treatment, flea comb, anti itch spray', PET],
    ['bath|baths|smells|stinks|stinky|muddy|rolls in', 'dog shampoo, dog towel, grooming wipes', DOG],
    ['nails|claws|nail trim|clip his nails|clip her nails', 'pet nail clipper, nail grinder', PET],
    ['shed|sheds|shedding|blowing coat|undercoat', 'deshedding brush, grooming glove, lint roller', PET],
    ['bad breath|teeth|tartar|plaque|dental', 'dog toothbrush, dental chews, pet toothpaste', PET],
    ['old dog|senior dog|older dog|arthritis|stiff|hip dysplasia|can\'t jump|cant jump|can\'t get on the bed|trouble with stairs', 'orthopedic dog bed, dog ramp, joint supplement', DOG],
    ['car rides|car ride|road trip|in the car|back seat|carsick', 'dog car seat cover, dog seat belt, travel water bottle', DOG],
    ['hiking|hike|camping|trail', 'dog backpack, collapsible bowl, dog boots', DOG],
    ['cold|winter|snow|freezing|chilly|short hair|shivering|shivers', 'dog coat, dog sweater, dog boots', DOG],
    ['hot|summer|heat|overheats|pavement', 'cooling mat, dog booties, cooling vest', DOG, 'hot dog|hot dogs'],
    ['swim|swimming|pool|lake|boat', 'dog life jacket, dog towel', DOG],
    ['eats too fast|gulps|wolfs down|scarfs', 'slow feeder bowl', PET],
    ['runs away|escapes|escaping|digs under|jumps the fence|gets out of the yard|lost dog|got lost', 'gps dog tracker, dog id tag, long lead', DOG],
    ['walks at night|walk at night|dark walks|after dark|evening walks', 'led dog collar, reflective leash', DOG],
    ['chews|chewing|chewed|destroys toys|tears up toys|rips toys|aggressive chewer|power chewer', 'indestructible dog toys, chew toys, bully sticks', DOG],
    ['jumps on|jumps on guests|counter surfing|training|obedience|won\'t listen|doesn\'t listen', 'training treats, clicker, treat pouch', DOG],
    ['gets on the couch|on the furniture|hair on the couch|sleeps on the couch|couch', 'couch cover, pet bed', PET],
    ['scratches the couch|scratching the couch|scratches furniture|scratching furniture|claws the|shreds the', 'scratching post, cat scratcher, furniture protector', CAT],
    ['litter|litter box|pees outside the box|poops outside|litter smell|litter everywhere|tracks litter', 'litter box, litter mat, odor control litter', CAT],
    ['hairballs|hairball|throws up', 'hairball remedy, cat brush', CAT],
    ['bored|indoor cat|alone all day|high energy|zoomies|bites my feet|attacks my feet|wakes me up', 'interactive cat toys, cat tree, laser pointer', CAT],
    ['climbs|counters|jumps on the counter|on the table', 'cat tree, cat shelves', CAT],
    ['water|drink more|doesn\'t drink|kidney', 'cat water fountain', CAT],
    ['vet|vet visit|carrier|travel', 'cat carrier, calming spray', CAT],
    ['two cats|second cat|new cat|fight|fighting|hiss', 'calming diffuser, extra litter box, cat tree', CAT],
    ['plants|eats my plants|chews plants', 'cat grass, pet safe plants', CAT],
    ['catnip|play', 'catnip toys, wand toy', CAT],
    ['fat cat|overweight|diet|weight', 'automatic feeder, slow feeder, weight control food', PET],
    ['vacation|away for the weekend|going away|out of town|pet sitter|while we\'re gone', 'automatic pet feeder, pet camera, water dispenser', PET],
    ['work long hours|gone all day|at work all day|check on', 'pet camera, automatic feeder', PET],
    ['allergic|allergies|itchy skin|hot spots|dry skin', 'oatmeal dog shampoo, fish oil supplement, allergy chews', DOG],
    ['pooper|poop bags|picking up poop|yard full of poop', 'poop bags, pooper scooper', DOG],
    ['grooming|=matted|knots in his fur|knots in her fur', 'dog grooming kit, slicker brush, dematting comb', PET],
  ],

  cars: [
    ['dead battery|battery died|battery keeps dying|won\'t start|wont start|jump start|jumpstart', 'jump starter, jumper cables, battery charger'],
    ['flat tire|low tire|tire pressure|tire light|slow leak', 'tire inflator, tire pressure gauge, tire repair kit'],
    ['stranded|roadside|breakdown|broke down|emergency kit', 'car emergency kit, jumper cables, flashlight'],
    ['windshield ices|frost on the windshield|scrape the windshield|icy windshield|iced over', 'ice scraper, windshield cover, snow brush'],
    ['car smells|car stinks|smelly car|smell in my car', 'car air freshener, odor eliminator', undefined, undefined],
    ['kids in the car|crumbs in the car|messy car|car is a mess|car is messy|backseat mess', 'car seat organizer, car trash can, handheld vacuum'],
    ['car is hot|hot car|car gets hot|parked in the sun|steering wheel is hot|seats are hot', 'windshield sun shade, steering wheel cover, seat covers'],
    ['car is cold|cold car|cold steering wheel|cold seats', 'heated seat cover, steering wheel cover'],
    ['scratches on my car|scratched my car|paint chip|scratch on the car|door ding', 'scratch remover, touch up paint, car polish'],
    ['headlights are foggy|foggy headlights|yellow headlights|cloudy headlights', 'headlight restoration kit'],
    ['phone slides|phone falls|navigation|gps|phone in the car|using my phone for directions', 'car phone mount, car charger', CAR],
    ['long drive|commute|commuting|drive a lot|rideshare|uber driver|lyft driver|delivery driver|truck driver|trucker', 'car phone mount, seat cushion, car charger', CAR],
    ['dog in the car|dog hair in the car|muddy paws in the car', 'dog car seat cover, back seat hammock'],
    ['car seat|infant seat|booster', 'car seat, car seat mirror, back seat organizer', `${BABY}|kid|kids|child`],
    ['rain|wipers|streaky windshield|can\'t see in the rain', 'wiper blades, rain repellent'],
    ['snow|winter driving|icy roads|snowy roads', 'snow brush, ice scraper, tire chains, winter emergency kit', CAR],
    ['oil change|change my own oil|change the oil', 'oil filter wrench, oil drain pan, motor oil'],
    ['parking|parallel park|garage parking|hit the wall|tight garage', 'parking sensor, garage parking aid, wall bumper'],
    ['car wash|dirty car|wash the car|washing the car', 'car wash kit, microfiber towels'],
    ['leather seats|cloth seats|stained seats|seats are stained', 'seat covers, upholstery cleaner, leather conditioner'],
    ['motorcycle|motorbike|scooter|moped', 'motorcycle helmet, riding gloves, motorcycle cover'],
    ['rv|camper|travel trailer|motorhome', 'rv leveling blocks, rv sewer hose, camper accessories'],
    ['towing|trailer|tow hitch', 'hitch lock, trailer ball, tow strap'],
  ],

  school: [
    ['kindergarten|preschool|pre k|pre-k|daycare', 'toddler backpack, lunch box, name labels, nap mat'],
    ['elementary school|grade school|first grade|second grade|third grade|fourth grade|fifth grade', 'kids backpack, lunch box, pencil case'],
    ['middle school|high school|7th grade|8th grade|freshman|sophomore|junior year|senior year', 'backpack, graphing calculator, binder', 'supplies|backpack|class|classes|school year|starting|start|homework|supply list|notes', 'team|hoops|practice|tryouts|court|field|season|game|games'],
    ['college|university|campus|semester|lecture|lectures', 'laptop backpack, laptop, notebooks, desk lamp', 'class|classes|lecture|lectures|campus|semester|notes|study|studying|textbook'],
    ['math class|algebra|geometry|calculus|trig|precalc|statistics class', 'graphing calculator, scientific calculator'],
    ['art class|art school', 'sketchbook, drawing pencils, art supplies'],
    ['science fair|science project|school project|diorama|poster board|tri fold', 'tri fold poster board, markers, glue'],
    ['homework|homeschool|homeschooling|study area|study space', 'desk, desk lamp, pencil sharpener, whiteboard'],
    // "By lunch" only says when: lunch is a situation as what is packed or brought.
    ['packed lunch|packed lunches|pack lunch|pack lunches|pack a lunch|packing lunch|packing lunches|school lunch|school lunches|bag lunch|lunch for|lunches for|bring lunch|bring a lunch|bring my lunch|bringing lunch|lunch to school|lunch to work', 'lunch box, bento box, ice packs, thermos'],
    ['field trip|school trip|class trip', 'kids backpack, water bottle'],
    ['heavy backpack|backpack is heavy|textbooks are heavy', 'rolling backpack'],
    ['pe class|gym class|p.e.', 'gym shoes, gym bag'],
    ['spelling|learning to read|reading practice|sight words|learn to write|handwriting', 'flash cards, workbook, early reader books'],
    ['bored kids|kids are bored|summer break|summer vacation|keep the kids busy|entertain the kids|screen free|off screens|less screen time', 'board games, craft kit, outdoor toys, building blocks'],
    ['teacher|teaching|classroom', 'teacher supplies, dry erase markers, teacher gift', 'my class|my students|my classroom|i teach|i\'m a teacher|im a teacher|new teacher'],
    ['graduation|graduating', 'graduation gift, card', 'school|college|high school|university'],
    ['online class|online classes|remote learning|zoom class|virtual school', 'webcam, headset with microphone, desk'],
    ['stem toys|=coding|learn to code|robotics', 'stem toys, coding robot, building kits', 'kid|kids|son|daughter|child|year old'],
  ],

  work: [
    ['work from home|working from home|wfh|home office|remote work|work remotely|remote job|hybrid', 'office chair, standing desk, monitor, webcam'],
    ['zoom calls|video calls|video meetings|teams calls|on camera|on calls all day', 'webcam, ring light, headset with microphone'],
    ['back hurts from sitting|sitting all day|desk job|sit all day|sitting at a desk|at a desk all day', 'ergonomic chair, lumbar support pillow, standing desk, footrest'],
    ['neck hurts from|laptop all day|looking down at my laptop|hunched over my laptop', 'laptop stand, monitor riser, external keyboard'],
    ['second monitor|dual monitor|more screen|small screen', 'portable monitor, monitor arm'],
    ['desk is cluttered|desk is a mess|messy desk|tiny desk|small desk', 'desk organizer, monitor stand, cable management'],
    ['cold office|office is cold|office is freezing|freezing at work|ac at work', 'space heater, heated blanket, cardigan, fingerless gloves'],
    ['hot office|office is hot', 'desk fan, usb fan'],
    ['open office|open plan|coworkers are loud|loud coworkers|noisy office', 'noise cancelling headphones'],
    ['long meetings|conference calls|take notes|notes in meetings', 'notebook, pens, planner'],
    ['lunch at work|bring lunch|bringing my lunch|eat at my desk|desk lunch', 'lunch bag, bento box, microwave safe containers'],
    ['coffee at my desk|coffee gets cold|keep coffee hot|coffee hot', 'mug warmer, insulated travel mug, tumbler'],
    ['long shifts|on my feet|standing all day|stand all day|retail job|warehouse job|server|waitress|waiter|bartender|restaurant job', 'compression socks, non slip shoes, cushioned insoles'],
    ['construction|job site|jobsite|contractor|electrician|plumber|carpenter', 'work boots, work gloves, safety glasses'],
    ['outside all day|work outside|working outside|outdoor job|landscaping', 'wide brim hat, cooling towel, sunscreen'],
    ['healthcare worker|=scrubs|work at a hospital|work in a hospital|clinic|vet tech|dental hygienist', 'scrubs, compression socks, nursing shoes, badge reel'],
    ['chef|line cook|kitchen job|culinary school|cook at a restaurant', 'chef knife, non slip shoes, chef apron'],
    ['=presentation|=presenting|pitch meeting|public speaking', 'presentation clicker, laser pointer'],
    ['small business|start a business|starting a business|side hustle|etsy shop|online shop|selling online', 'shipping labels, packaging supplies, label printer'],
    ['freelance|self employed|self-employed|taxes|receipts|paperwork|filing', 'file organizer, label maker, shredder'],
    ['travel for work|business travel|frequent flyer|always traveling', 'carry on luggage, packing cubes, garment bag, travel adapter'],
    ['deadline|late nights|all nighter|long hours|overtime', 'coffee maker, desk lamp, blue light glasses'],
    ['typing all day|type all day|keyboard all day', 'ergonomic keyboard, wrist rest'],
    ['mouse hurts|mouse arm|clicking all day', 'ergonomic mouse, vertical mouse, mouse pad with wrist rest'],
  ],

  weather: [
    ['rain|rainy|rains|raining|rainy season|monsoon|drizzle', 'rain jacket, umbrella, rain boots', 'walk|walking|commute|outside|school|bus|hike|work|season|all the time|every day|seattle|portland|london|england|uk'],
    ['snow|snowy|snowing|blizzard', 'snow boots, winter coat, waterproof gloves', 'walk|walking|commute|outside|school|bus|play|kids|first winter|real winter|never seen'],
    ['first winter|real winter|never seen snow|never had a winter|winter is coming|brutal winter|harsh winter|below zero|below freezing|polar vortex|subzero', 'winter coat, parka, thermal base layer, snow boots, wool socks'],
    ['heatwave|heat wave|hot summer|sweltering|scorching|100 degrees|triple digits|extreme heat', 'cooling towel, portable fan, insulated water bottle', undefined, 'heat protectant|heat damage|heating pad|no heat'],
    ['wind|windy|wind chill|breezy', 'windbreaker, windproof jacket', 'walk|walking|outside|cold|jacket|beach|bike|hike'],
    ['humid|humidity|muggy|sticky', 'moisture wicking shirt, linen shirt, cooling towel', 'outside|walk|wear|summer|weather|clothes|trip|vacation', 'hair|frizz|basement|room|closet'],
    ['fall|autumn|cooler weather|sweater weather|cold snap|chilly mornings', 'fleece jacket, sweater, light jacket', 'wear|weather|coming|morning|mornings|layers|layer|jacket|outfit'],
    ['spring|warmer weather', 'light jacket, sneakers', 'wear|weather|outfit|layers|jacket'],
    ['wildfire smoke|smoke from the fires|air quality|smoky', 'n95 masks, air purifier, hepa filter'],
    ['pollen season|spring allergies|seasonal allergies', 'air purifier, allergy relief, hepa filter'],
  ],

  // Things that ran out, wore out or broke: the object the shopper tells of is not the product that puts it right (a
  // printer out of ink wants ink, a belt between holes a ratchet belt).
  wornOut: [
    ['out of ink|ran out of ink|low on ink|ink is low|ink ran out|ink is empty|black is empty|black ran out|black is out|color is empty|colour is empty|cartridge is empty|cartridge empty|cartridge is out|cartridge ran out|low on black|out of black|out of color|out of colour|ink dried up|prints are faded|prints faded|printing blank|prints blank pages|printing streaks', 'ink cartridge, printer ink, printer paper', 'printer|print|prints|printing|cartridge|cartridges|inkjet|epson|canon|hp', 'pen|pens|marker|markers|stamp|tattoo'],
    ['out of toner|low on toner|toner is low|toner ran out|toner is empty|toner light|toner cartridge', 'toner cartridge, laser printer toner, printer paper'],
    ['out of ink|ran out of ink|pens died|pens dried out|pens dry out|pens keep dying|pen died|markers dried|markers dried out|markers are dry|dried out markers|pens skip|pen skips', 'gel pens, ballpoint pens, markers', 'pen|pens|marker|markers|highlighter|highlighters|write|writing|journal|school', 'printer|print|prints|printing|cartridge|tattoo'],
    ['razor is dull|dull razor|razor dull|blades are dull|dull blades|razor pulls|razor tugs|razor drags|old razor blades|need new blades|razor blades are', 'razor blades, razor cartridges, shaving cream', undefined, 'mower|lawn|knife|knives|saw|scissors|blender|clipper|clippers|trimmer|shaver'],
    ['shaver is dull|shaver pulls|shaver tugs|shaver head|shaver foil|foil is worn|trimmer is dull|trimmer pulls|clippers are dull|clippers pull|clipper blades|clippers snag', 'shaver replacement head, trimmer blade, hair clippers'],
    ['vacuum bag is full|vacuum bags|vacuum lost suction|vacuum has no suction|vacuum won\'t suck|vacuum doesn\'t suck|vacuum filter|vacuum belt|vacuum smells|lost suction|no suction', 'vacuum bags, vacuum filter, vacuum belt', 'vacuum|vacuums|hoover|dyson|shark|roomba'],
    ['vacuum died|vacuum broke|vacuum is broken|vacuum quit|vacuum stopped working|vacuum gave out|vacuum finally died|vacuum is dying', 'vacuum cleaner, cordless vacuum, stick vacuum'],
    ['filter is due|filter light|change the filter|replace the filter|filter needs changing|filter needs replacing|filter is old|water tastes funny|water tastes bad|water tastes weird|water smells funny|filter light is on', 'water filter, water filter pitcher, refrigerator water filter', 'water|fridge|refrigerator|pitcher|brita|tap|drinking', 'furnace|hvac|air conditioner|air purifier|vacuum|pool|fish|aquarium|tank'],
    ['change the filter|replace the filter|filter is dirty|dirty filter|filter is clogged|filter needs changing|filter needs replacing|filter is gray|filter is grey', 'air filter, furnace filter, hepa filter', 'furnace|hvac|ac|a c|air conditioner|air purifier|heater|air|allergies|dusty|heat pump', 'water|fridge|refrigerator|pitcher|vacuum|pool|fish|aquarium|tank'],
    ['filter|pump|water is cloudy|cloudy water|green water|algae', 'aquarium filter, filter cartridges, aquarium test kit', 'fish|tank|aquarium|goldfish|betta|guppies'],
    ['pool is green|green pool|pool water|pool filter|pool is cloudy|cloudy pool|pool chemicals|leaves in the pool|pool cleaning|clean the pool', 'pool skimmer, pool chlorine tablets, pool test strips'],
    ['dropped my phone|phone fell|phone slipped|phone keeps slipping|phone keeps falling|phone is slippery|screen is scratched|scratched screen|scratches on my screen|screen scratches', 'screen protector, phone case, phone grip', 'phone|iphone|samsung|galaxy|pixel|ipad|tablet|cell', 'car|dashboard|dash|vent|mount|truck'],
    ['phone dies|phone battery dies|phone always dies|phone is always dead|phone battery is dead|battery drains|phone dying|phone runs out of battery|phone runs out of charge|battery doesn\'t last|battery won\'t last|battery is always low', 'power bank, portable charger, charging cable', 'phone|iphone|samsung|galaxy|pixel|cell'],
    ['charger broke|charger stopped working|charger doesn\'t work|charger died|charger is broken|cable frayed|cable is frayed|cord is frayed|frayed cable|frayed cord|cable stopped working|lost my charger|charging cable broke|charging port|only charges at an angle|charger gets hot', 'charging cable, usb c cable, wall charger', 'phone|iphone|samsung|galaxy|pixel|charger|charging|usb|ipad|tablet|airpods|earbuds', 'laptop|macbook|car'],
    ['laptop charger|macbook charger|laptop charger broke|laptop won\'t charge|laptop doesn\'t charge|laptop battery|laptop dies|laptop battery dies|laptop battery is dead', 'laptop charger, usb c charger, laptop power bank'],
    ['zipper broke|zipper broken|broken zipper|zipper is broken|zipper split|zipper splits|zipper separates|zipper came off|zipper pull broke|zipper pull came off|zipper stuck|zipper is stuck|zipper keeps splitting|zip broke|zip is broken|zipper tab broke|lost the zipper pull', 'zipper repair kit, zipper pulls, replacement zipper', undefined, 'suitcase|luggage|tent|backpack|boots|boot'],
    ['zipper on my|zipper on the|zipper on his|zipper on her|zipper on our', 'zipper repair kit, zipper pulls, replacement zipper', 'broke|broken|stuck|split|splits|separates|came off|fell off|keeps|won\'t', 'suitcase|luggage|tent|backpack|boots|boot'],
    ['shoelace snapped|shoelace broke|shoelaces snapped|shoelaces broke|laces snapped|laces broke|lace snapped|lace broke|laces are frayed|laces fraying|laces are too short|lost a lace|aglet|laces are ripped', 'shoe laces, boot laces, elastic shoelaces', undefined, 'dress|lingerie|trim|fabric'],
    ['laces come untied|laces keep coming untied|shoes keep coming untied|laces untie|shoelaces come undone|laces come undone|tired of tying|hates tying|can\'t tie his shoes|can\'t tie her shoes|can\'t tie shoes|learning to tie', 'no tie shoelaces, elastic shoelaces, lock laces'],
    ['watch battery|watch died|watch stopped|watch stopped working|watch is dead|watch quit|watch battery died|watch stopped ticking', 'watch battery, button cell batteries, watch repair kit', undefined, 'apple watch|smartwatch|smart watch|fitbit|garmin|galaxy watch|watch tv|watch the'],
    ['watch band broke|watch strap broke|watch band cracked|watch strap cracked|strap cracked|band cracked|strap broke|band broke|strap snapped|band snapped|strap is worn|band is worn|strap is falling apart|band is falling apart|strap is cracking|band is cracking|pin fell out|spring bar', 'watch band, leather watch strap, spring bar tool', 'watch|watches|smartwatch|wrist|apple watch|fitbit|garmin'],
    ['keep the buckle|kept the buckle|keeping the buckle|love the buckle|like the buckle|buckle is fine|buckle is still good|reuse the buckle|reuse my buckle|same buckle|favorite buckle|belt buckle|buckle is great|old buckle|nice buckle', 'replacement belt strap, snap on belt strap, belt strap without buckle', 'cracked|crack|cracking|broke|broken|worn|torn|ripped|snapped|falling apart|peeling|fraying|frayed|replace|replacement|new strap|strap'],
    ['belt cracked|belt is cracked|belt is cracking|belt broke|belt snapped|belt is falling apart|belt is worn|belt is fraying|belt ripped|belt is peeling|belt is torn|leather belt is cracking', 'leather belt, ratchet belt, replacement belt strap'],
    ['between holes|between two holes|between the holes|in between holes|between belt holes|need a new hole|need another hole|punch a new hole|punch another hole|extra hole|no hole fits|holes don\'t fit|holes never fit|wrong hole|next hole', 'ratchet belt, belt hole punch, leather belt', 'belt|belts|hole|holes|notch|notches'],
    ['remote|remotes|remote control|tv remote|=controller|=controllers|key fob|garage door opener|thermostat|wireless mouse|wireless keyboard|flashlight|flashlights|kitchen scale|bathroom scale|toys|toy', 'aa batteries, aaa batteries, rechargeable batteries', 'batteries|battery|dead|died|dies|keeps dying|stopped working|won\'t turn on|low battery|eats batteries|go through batteries|goes through batteries', `without batteries|no batteries|don't need batteries|dont need batteries|battery free|no battery|remote work|remote job|work remote|remote learning|=remotely|car|phone|watch|laptop|${PET}`],
    ['smoke alarm|smoke detector|smoke alarms|smoke detectors|fire alarm|carbon monoxide detector|co detector', '9v batteries, smoke detector, 9 volt battery', 'chirp|chirping|chirps|beep|beeping|beeps|low battery|battery|batteries|dead|died|middle of the night|3am|3 am'],
    ['hearing aid|hearing aids', 'hearing aid batteries, hearing aid dryer, hearing aid cleaning kit', 'battery|batteries|died|dead|dry|clean|cleaning|case|moisture|wax'],
    ['contact lenses|contact lens|my contacts|wear contacts|wearing contacts', 'contact lens solution, contact lens case, eye drops', 'dry|itchy|solution|case|travel|trip|lost|irritated|burn|burning|run out|ran out|out of|clean|cleaning'],
    ['bulb burned out|bulb burnt out|bulbs burned out|bulbs burnt out|bulb blew|bulbs blew|bulb went out|bulb is out|light burned out|lights burned out|bulb died|bulbs keep burning out|bulbs burn out|light flickers|lights flicker|light is flickering|lights are flickering|flickering light|flickering lights|burnt out bulb|burned out bulb', 'led light bulbs, light bulbs, smart bulbs'],
    ['shoes are worn out|shoes wore out|shoes are worn|worn out shoes|shoes are falling apart|shoes fell apart|sneakers are worn|sneakers wore out|sneakers are falling apart|holes in my shoes|hole in my shoe|shoes have holes|soles are worn|soles are worn down|tread is gone|no tread left', 'sneakers, walking shoes, shoe glue', undefined, 'running|run|runs|crossfit|hiking|hike|basketball|tennis|soccer|golf|boots|boot|kids|son|daughter'],
    ['sole came off|sole is coming off|sole is peeling|sole is separating|sole separated|sole fell off|heel came off|heel broke|broke a heel|broken heel|heel snapped|heel is loose|shoe is coming apart|shoe came apart', 'shoe glue, shoe repair kit, heel tips'],
    ['heel tips|heel caps|heels are worn|heels are worn down|heels wore down|worn down heels|heels are scuffed|clicking heels|heel taps', 'heel tips, heel protectors, heel caps'],
    ['holes in my socks|socks have holes|socks are worn|socks wore out|socks with holes|holey socks|socks keep getting holes|socks keep ripping|toes poke through|socks are thin|socks are threadbare', 'crew socks, wool socks, athletic socks'],
    ['socks fall down|socks slip down|socks slide down|socks keep slipping|socks bunch up|socks fall off|socks come off in|socks ride down', 'no show socks, non slip socks, compression socks'],
    ['jeans ripped|ripped my jeans|hole in my jeans|holes in my jeans|jeans are worn|jeans wore out|jeans wear out|thighs rub through|crotch ripped|split my pants|pants ripped|ripped my pants|pants split|seam split|seam ripped|ripped the seam|knees are worn|knee ripped', 'jeans, iron on patches, sewing kit', undefined, 'distressed|ripped jeans|ripped style|on purpose'],
    ['button fell off|lost a button|button came off|buttons fell off|missing button|button popped off|popped a button|button is loose|buttons are loose', 'sewing kit, replacement buttons, needle and thread'],
    ['clothes are pilling|sweater is pilling|sweaters are pilling|sweaters pill|pilling|fuzz balls|lint balls|bobbles|fuzzies on my', 'fabric shaver, sweater comb, lint remover'],
    ['clothes shrunk|shrunk my|sweater shrank|shrank in the wash|shrunk in the dryer|shrank in the dryer|shrinks in the wash|keeps shrinking', 'wool dryer balls, mesh laundry bags, drying rack'],
    ['dingy|whites are dingy|dingy whites|whites look|whites aren\'t white|whites are dull|yellowed|yellowing|armpit stains|yellow armpit stains|underarm stains|collar stains|ring around the collar', 'laundry whitener, oxygen bleach, stain remover', 'shirt|shirts|whites|white|sheets|towels|socks|clothes|laundry|collar|undershirts|tees|t shirts'],
    ['static cling|clothes are staticky|static in my clothes|clothes stick together|static in the dryer|skirt sticks to|dress sticks to|clingy static', 'dryer sheets, wool dryer balls, anti static spray'],
    ['clothes moths|moth holes|moths ate|moths in my closet|moths in the closet|moths are eating|moth damage|moths|moth', 'cedar blocks, moth traps, garment bags', 'closet|sweater|sweaters|wool|cashmere|clothes|suit|coat|coats|holes|wardrobe|drawers', 'pantry|flour|rice|cereal|kitchen'],
    ['towels are scratchy|towels are rough|towels are worn|towels are old|towels don\'t absorb|towels are thin|towels are fraying|towels are threadbare|threadbare towels|towels are stiff|towels are crunchy|ratty towels', 'bath towels, towel set, hand towels'],
    ['sheets are pilling|sheets pill|pilling sheets|sheets are worn|sheets ripped|sheets are ripped|sheets are scratchy|sheets are thin|sheets tore|sheets are see through|sheets keep popping off|fitted sheet pops off|fitted sheet slips|sheets slip off|sheets come off', 'sheet set, deep pocket sheets, sheet straps'],
    ['pillow is flat|pillows are flat|flat pillow|flat pillows|pillow went flat|pillows went flat|pillow is lumpy|pillows are lumpy|lumpy pillow|pillow is old|pillows are old|pillow has no support|pillows are gross|pillows are yellow|pillow is yellow', 'bed pillows, memory foam pillow, pillow protector'],
    ['comforter is flat|comforter is lumpy|duvet is lumpy|duvet slides|duvet bunches|comforter bunches|filling bunches|duvet insert slides', 'duvet insert, duvet clips, down alternative comforter'],
    ['couch cushions sag|cushions sag|cushions are flat|cushions are saggy|couch sags|sofa sags|saggy couch|saggy sofa|couch is sagging|sofa is sagging|cushions sink|sink into the couch|couch is worn|sofa is worn|couch is torn|couch is ripped|cat ruined the couch|dog ruined the couch|couch is peeling|peeling leather couch|couch is falling apart', 'sofa slipcover, couch cushion support, couch cover'],
    ['nonstick is scratched|non stick is scratched|=coating is peeling|=coating is flaking|nonstick is peeling|non stick is peeling|teflon is peeling|teflon is flaking|pan is scratched|pans are scratched|pans are warped|pan is warped|pans are peeling|pan is peeling|eggs stick|eggs always stick|everything sticks to the pan|food sticks to the pan|pans are old|pans are ruined', 'nonstick frying pan, cookware set, ceramic frying pan'],
    ['knives are dull|dull knives|knife is dull|dull knife|knife won\'t cut|knives don\'t cut|knives won\'t cut|can\'t cut a tomato|squishes tomatoes|crushes tomatoes|knives are old|knives are rusty|knife is rusty', 'knife sharpener, chef knife, knife set'],
    ['scissors are dull|dull scissors|scissors don\'t cut|scissors won\'t cut|scissors chew|scissors fold the fabric', 'fabric scissors, scissors, scissor sharpener'],
    ['coffee maker broke|coffee maker died|coffee maker is broken|coffee maker quit|coffee maker stopped|coffee machine broke|coffee machine died|coffee machine is broken|coffee pot broke|carafe broke|carafe cracked|broke the carafe|broke the coffee pot|coffee maker leaks|coffee maker is leaking', 'coffee maker, drip coffee maker, replacement carafe'],
    ['coffee tastes bitter|coffee tastes burnt|coffee tastes off|coffee maker is slow|coffee takes forever|descale|descaling|scale in the coffee maker', 'descaling solution, coffee maker cleaner, coffee grinder'],
    ['kettle broke|kettle died|kettle is broken|kettle leaks|kettle is leaking|kettle is rusty|kettle is rusting|kettle has scale|scale in the kettle|limescale in the kettle|kettle is crusty', 'electric kettle, tea kettle, descaler'],
    ['toaster broke|toaster died|toaster is broken|toaster burns|toaster burns one side|toaster only toasts|toaster stopped working|toaster oven broke|toaster oven died', 'toaster, 2 slice toaster, toaster oven'],
    ['blender broke|blender died|blender is broken|blender leaks|blender jar cracked|blender burned out|blender smells burnt|blender can\'t crush ice|blender won\'t crush', 'blender, high speed blender, personal blender'],
    ['microwave broke|microwave died|microwave is broken|microwave stopped|microwave sparks|microwave stopped heating|microwave doesn\'t heat', 'microwave oven, countertop microwave, small microwave'],
    ['hair dryer died|hair dryer broke|hair dryer is broken|blow dryer died|blow dryer broke|hairdryer died|hairdryer broke|hair dryer smells|hair dryer is too loud|hair dryer takes forever|blow dryer takes forever', 'hair dryer, ionic hair dryer, travel hair dryer'],
    ['straightener died|straightener broke|flat iron died|flat iron broke|flat iron is broken|curling iron broke|curling iron died|curling iron is broken|straightener snags|flat iron snags|flat iron pulls', 'flat iron, hair straightener, curling iron'],
    ['headphones broke|headphones died|headphones are broken|earbuds died|earbuds broke|earbuds are broken|lost an earbud|lost my earbud|lost one earbud|one earbud stopped|one side stopped|one side doesn\'t work|headphones stopped working|earbuds stopped working|headphones cut out|earbuds cut out|headphone cushions|ear cushions are peeling|ear pads are peeling|ear pads are cracking', 'wireless earbuds, bluetooth headphones, replacement ear pads'],
    ['earbuds fall out|earbuds keep falling out|earbuds don\'t fit|earbuds don\'t stay|earbuds hurt|airpods fall out|airpods keep falling out|airpods don\'t fit|airpods hurt', 'earbuds with ear hooks, sport earbuds, earbud tips'],
    ['umbrella broke|umbrella flipped|umbrella flips|umbrella inside out|umbrella is broken|umbrella turned inside out|umbrella keeps flipping|lost my umbrella|umbrella snapped', 'windproof umbrella, compact umbrella, travel umbrella'],
    ['suitcase broke|suitcase is broken|luggage broke|luggage is broken|suitcase wheel|suitcase wheels|luggage wheel|suitcase handle|luggage handle|suitcase zipper|wheel broke off|wheel fell off|handle broke off|handle broke|suitcase cracked|suitcase is cracked|suitcase ripped', 'luggage, carry on luggage, hardside suitcase', 'suitcase|suitcases|luggage|carry on|checked bag|roller bag'],
    ['backpack ripped|backpack broke|backpack is broken|backpack strap broke|backpack strap|backpack is falling apart|backpack tore|backpack is torn|backpack zipper|backpack is ripped|strap broke on my backpack|bottom of my backpack', 'backpack, laptop backpack, school backpack'],
    ['wallet is falling apart|wallet is worn|wallet ripped|wallet is coming apart|wallet fell apart|wallet is torn|wallet is too bulky|wallet is too thick|bulky wallet|thick wallet|sitting on my wallet', 'slim wallet, leather wallet, rfid wallet'],
    ['purse strap broke|bag strap broke|handbag strap|purse strap|strap on my purse|purse is falling apart|purse broke|handbag broke|bag strap snapped|crossbody strap|strap dug into my shoulder', 'replacement purse strap, crossbody bag, purse'],
    ['glasses broke|broke my glasses|glasses are broken|sat on my glasses|stepped on my glasses|lost my glasses|glasses keep slipping|glasses slide down|glasses slip down|screw fell out of my glasses|glasses are loose|glasses are crooked|scratched lenses|lenses are scratched|glasses fog up|glasses fog', 'eyeglass repair kit, glasses case, anti fog lens cleaner', undefined, 'wine|drinking|champagne|beer|cocktail|cupboard|dishwasher|cloudy|pint|martini|shot glasses|water glasses'],
    ['sunglasses broke|broke my sunglasses|lost my sunglasses|sunglasses are scratched|sat on my sunglasses|sunglasses fall off|sunglasses keep falling|sunglasses slip', 'sunglasses, polarized sunglasses, sunglasses strap'],
    ['broke a wine glass|broke the wine glasses|broke our wine glasses|wine glass broke|wine glasses broke|glasses are cloudy|cloudy glasses|glasses keep breaking|dropped a glass|broke a glass|broke all our glasses|glasses are chipped|chipped glasses|mismatched glasses', 'drinking glasses, wine glasses, glassware set'],
    ['mug broke|broke my mug|broke a mug|broke my favorite mug|dropped my mug|mug is chipped|mugs are chipped|chipped mug|chipped mugs|handle broke off my mug|mug handle broke|mismatched mugs', 'coffee mug, mug set, ceramic mug'],
    ['plates are chipped|chipped plates|broke a plate|broke plates|plates broke|dishes are chipped|chipped dishes|mismatched dishes|mismatched plates|plates keep breaking|bowls are chipped|chipped bowls|dishes are old', 'dinnerware set, dinner plates, dish set'],
    ['chair sinks|chair keeps sinking|chair slowly sinks|chair won\'t stay up|chair goes down|chair cylinder|gas cylinder|office chair broke|office chair is broken|desk chair broke|desk chair is broken|gaming chair broke|gaming chair is broken|chair is peeling|chair is flaking|chair arm broke|chair wheel broke|chair wheels', 'office chair, chair cylinder, ergonomic office chair'],
    ['blinds broke|broken blinds|blinds are broken|blind cord|blinds won\'t close|blinds won\'t open|slats broke|slats are broken|blinds are bent|bent blinds|cat broke the blinds|dog broke the blinds', 'cordless blinds, blinds, room darkening shades'],
    ['curtain rod fell|curtain rod broke|curtain rod is bent|rod fell down|curtains fell|curtains fell down|curtain rod sags|curtain rod is sagging', 'curtain rod, curtain rod brackets, tension rod'],
    ['shower head is clogged|shower head clogged|showerhead is clogged|shower head sprays|shower head sprays everywhere|shower head leaks|shower head is crusty|shower head broke|shower head is broken|shower head is old|shower head drips', 'shower head, handheld shower head, high pressure shower head'],
    ['faucet drips|faucet leaks|faucet is leaking|dripping faucet|leaky faucet|faucet broke|faucet is broken|old faucet|faucet is loose|faucet wobbles|faucet handle broke|faucet is corroded', 'kitchen faucet, bathroom faucet, faucet cartridge', 'faucet|faucets|tap|sink|kitchen|bathroom'],
    ['toilet seat cracked|toilet seat broke|toilet seat is loose|toilet seat slams|loose toilet seat|broken toilet seat|toilet seat is cracked|toilet seat is broken|toilet seat wobbles|toilet seat slides|toilet seat is stained|toilet lid slams', 'toilet seat, slow close toilet seat, toilet seat hinges'],
    ['doorknob broke|door knob broke|doorknob is loose|door knob is loose|door handle broke|door handle fell off|door handle is loose|knob fell off|knob came off|door handle came off|door latch|latch is broken|door won\'t latch|door doesn\'t latch', 'door knob, door lever, door handle'],
    ['cabinet hinge|cabinet hinges|hinge broke|hinges broke|cabinet door is crooked|cabinet doors are crooked|cabinet door fell off|cabinet door won\'t close|cabinet doors won\'t close|cabinets slam|cabinet doors slam', 'cabinet hinges, soft close hinges, cabinet bumpers'],
    ['drawer sticks|drawers stick|drawer won\'t close|drawers won\'t close|drawer fell apart|drawer is stuck|drawer slides|drawer runners|drawer fell out|drawer bottom fell out', 'drawer slides, furniture wax, drawer organizer'],
    ['outlet is loose|plugs fall out|plug falls out|outlet is dead|dead outlet|outlet doesn\'t work|outlet stopped working|outlet sparks|outlet sparked|outlet is burnt|scorch marks on the outlet', 'outlet tester, surge protector, outlet cover'],
    ['garbage disposal|disposal is jammed|disposal stopped|disposal hums|disposal won\'t turn|disposal smells|disposal is stuck', 'garbage disposal, disposal cleaner, disposal wrench'],
    ['dryer takes forever|dryer takes two cycles|clothes take forever to dry|clothes take forever in the dryer|dryer vent|lint trap|lint screen|dryer doesn\'t dry|dryer isn\'t drying|dryer is slow|dryer smells burnt', 'dryer vent cleaning kit, wool dryer balls, lint brush'],
    ['washer smells|washing machine smells|washer stinks|washing machine stinks|front loader smells|front load washer smells|musty washer|washer has mold|washing machine is moldy|gasket is moldy|clothes smell after washing|clothes smell musty|towels smell musty|towels smell sour|towels stink', 'washing machine cleaner, washer cleaner tablets, laundry sanitizer'],
    ['dishes come out dirty|dishes come out cloudy|dishes are cloudy|cloudy dishes|spots on dishes|spots on my dishes|dishwasher leaves|white film|film on my dishes|residue on dishes|dishwasher smells|dishwasher stinks|dishwasher doesn\'t clean', 'dishwasher cleaner, rinse aid, dishwasher detergent'],
    ['ice maker broke|ice maker stopped|ice maker is broken|ice maker doesn\'t work|ice maker quit|freezer ice maker|fridge stopped making ice|fridge doesn\'t make ice|out of ice', 'countertop ice maker, ice maker, ice cube trays'],
    ['mower won\'t start|mower broke|mower is broken|mower died|lawn mower died|lawn mower broke|mower blade is dull|mower blades are dull|dull mower|mower tears the grass|mower smokes|mower is old|mower won\'t run', 'lawn mower, mower blade, spark plug'],
    ['weed eater|weedeater|weed whacker|weed wacker|string trimmer|edger', 'trimmer line, string trimmer, trimmer spool', 'line|broke|broken|died|dead|spool|won\'t start|wont start|keeps breaking|snaps|ran out|out of|new'],
    ['stripped screw|stripped a screw|stripped screws|screw is stripped|screws are stripped|stripped the screw|stripped the head|stripped bolt|rounded bolt|rounded off|stuck bolt|seized bolt|rusted bolt|bolt won\'t come off', 'screw extractor set, penetrating oil, screwdriver set'],
    ['drill bit broke|drill bits broke|bits are dull|dull drill bits|drill bits are dull|drill bit snapped|bit snapped|can\'t drill through|won\'t drill through|drill into concrete|drill into brick|drill into tile', 'drill bit set, masonry drill bits, cobalt drill bits'],
    ['saw is dull|dull saw|saw blade is dull|saw blades are dull|blade is dull|blade burns the wood|saw burns|saw blade|chainsaw chain|chain is dull|chainsaw is dull|saw won\'t cut straight', 'saw blade, chainsaw chain, circular saw blade', 'saw|saws|chainsaw|miter|circular|table saw|jigsaw|wood|cut|cutting'],
    ['drill died|drill battery|drill won\'t hold a charge|drill battery died|tool battery|battery won\'t hold a charge|battery doesn\'t hold a charge|batteries won\'t hold a charge|charger for my drill', 'drill battery, battery charger, cordless drill', 'drill|drills|tool|tools|dewalt|ryobi|milwaukee|makita|black and decker|impact driver|saw'],
    ['grill is rusty|grill grates|grates are rusty|grates are rusted|burner is rusted|burners are rusted|grill won\'t light|grill igniter|igniter broke|grill cover blew|grill cover ripped|grill cover is torn|grill flares up|flare ups', 'grill grates, grill cover, grill brush'],
    ['propane ran out|out of propane|ran out of propane|propane tank|propane is low|how much propane|propane runs out', 'propane tank, propane tank gauge, propane adapter'],
    ['=earring back|=earring backs|lost an =earring back|lost the back of my =earring|=earring fell out|=earrings fall out|=earrings keep falling out|=earrings droop|=earrings sag|heavy =earrings|earlobes droop|stretched earlobes', 'earring backs, stud earrings, earring lifters'],
    ['necklace broke|chain broke|clasp broke|necklace clasp|bracelet broke|bracelet clasp|chain snapped|necklace snapped|clasp is broken|lost my necklace|necklace fell off', 'necklace chain, jewelry repair kit, necklace', undefined, 'bike|bicycle|chainsaw|saw|dog|leash|door'],
    ['necklaces tangle|necklaces get tangled|tangled necklaces|jewelry tangles|jewelry gets tangled|necklaces knotted|knotted necklaces|jewelry everywhere|jewelry is a mess|earrings everywhere|lose my earrings|lose earrings', 'jewelry organizer, jewelry box, necklace holder'],
    ['ring is too big|ring slides|ring spins|ring is loose|ring keeps falling off|ring falls off|ring turns|ring twists|ring slips|ring spins around|ring is too loose', 'ring size adjuster, ring guard, ring sizer'],
    ['ring is too small|ring is too tight|ring won\'t come off|ring is stuck|ring got tight|rings don\'t fit|ring doesn\'t fit anymore|fingers swell|fingers are swollen', 'ring sizer, ring resizer, silicone ring'],
    ['finger green|fingers green|ears itch|ears get itchy|earrings irritate|earrings make my ears|ears get infected|ears get red|ears are sensitive|sensitive ears|allergic to earrings|nickel allergy|allergic to nickel|cheap jewelry|jewelry tarnishes|jewelry turns|skin reacts to jewelry', 'hypoallergenic earrings, titanium earrings, sterling silver jewelry'],
    ['keyboard keys stick|keys are sticky|keys stick|spilled on my keyboard|keyboard broke|keyboard is broken|keys fell off|key fell off|keyboard is dying|keyboard stopped working|missing keys|keys are missing|letters are worn off|letters rubbed off', 'keyboard, wireless keyboard, mechanical keyboard', 'keyboard|keyboards|key|keys|typing|laptop|computer'],
    ['mouse broke|mouse double clicks|mouse died|mouse stopped working|mouse is broken|mouse scroll wheel|scroll wheel|mouse is laggy|mouse skips|mouse jumps|cursor jumps', 'wireless mouse, computer mouse, mouse pad', undefined, 'pet|cage|hamster|trap|traps|cat|caught'],
    ['laptop overheats|laptop gets hot|laptop is hot|laptop runs hot|laptop burns my legs|laptop burns my lap|laptop on my lap|laptop fan is loud|laptop fan runs|laptop is overheating|laptop heats up', 'laptop cooling pad, lap desk, laptop stand'],
    ['storage is full|out of storage|phone storage|no space on my|running out of storage|full storage|computer is full|hard drive is full|drive is full|phone is full|no room for photos|too many photos|back up my photos|backup my photos|back up my files|backup my files|back up my computer', 'external hard drive, usb flash drive, memory card', 'phone|computer|laptop|pc|photos|pictures|drive|files|videos|mac|icloud|storage|back up|backup'],
    ['controller drift|stick drift|joy con drift|joycon drift|joy cons drift|joycons drift|controller is broken|controller broke|controller is drifting|controller buttons|controller won\'t connect|controller won\'t charge|controller won\'t hold a charge|lost a controller|need another controller|second controller|extra controller', 'game controller, joy con, controller charging station'],
    ['mic stopped working|mic is broken|microphone stopped working|friends can\'t hear me|people can\'t hear me|they can\'t hear me on|sound bad on calls|sound muffled on calls|mic sounds bad|mic is bad|mic picks up everything|mic is too quiet|echo on calls', 'usb microphone, headset with microphone, lavalier microphone'],
    ['webcam is blurry|camera is blurry|laptop camera is bad|laptop camera is blurry|grainy on zoom|blurry on zoom|blurry on calls|grainy on calls|look bad on zoom|look terrible on zoom|look bad on calls|built in camera', 'webcam, 1080p webcam, ring light'],
    ['lose the remote|lost the remote|losing the remote|remote keeps disappearing|remote goes missing|remote disappears|can\'t find the remote|cant find the remote|remotes everywhere|too many remotes', 'universal remote, remote caddy, remote holder'],
    ['car mats are worn|floor mats are worn|floor mats are ruined|muddy floor mats|snow in the car|salt stains in the car|salt on the carpet|slush in the car|mud in the car|floor mats are gross|carpet in my car|car carpet is stained|ruined the car carpet', 'all weather floor mats, car floor mats, trunk liner'],
    ['seat is torn|ripped seat|torn car seat|car seat is torn|cracked leather seats|leather seats are cracking|seats are cracked|seats are torn|seats are ripped|seats are worn|seats are faded|seats are stained|seat is ripped', 'car seat covers, leather repair kit, upholstery cleaner', 'car|truck|suv|van|jeep|vehicle|leather|driver seat|passenger seat'],
    ['steering wheel is peeling|steering wheel is worn|steering wheel is sticky|peeling steering wheel|worn steering wheel|steering wheel is cracking', 'steering wheel cover, leather steering wheel cover'],
    ['car charger broke|car charger stopped|car charger died|car charger is broken|car charger doesn\'t work|cigarette lighter|lighter socket|car has no usb|no usb in my car|old car with no|no bluetooth in my car|car has no bluetooth|no aux', 'car charger, bluetooth fm transmitter, usb c car charger'],
    ['key fob|fob|car key|keyless entry|remote start', 'key fob battery, cr2032 battery, key fob cover', 'battery|batteries|died|dead|stopped working|doesn\'t work|won\'t unlock|cover|case|cracked|broke|broken'],
    ['tires are bald|bald tires|tread is low|tires are worn|tires are old|tread is worn|worn tires|tire tread|tires are cracking|tires are cracked', 'tire tread depth gauge, tire pressure gauge, tire inflator'],
    ['flat tire|flat tyre|tire is flat|tire went flat|tires are flat|got a flat|have a flat|keep getting flats|popped a tube|punctured|puncture|inner tube|tube popped|popped tube|tire keeps going flat', 'bike tire pump, bike inner tube, tire patch kit', 'bike|bicycle|bikes|cycling|mtb|road bike|mountain bike|cruiser|my bike|ebike|e bike'],
    ['chain fell off|chain keeps falling|chain keeps coming off|chain is rusty|chain squeaks|squeaky chain|chain is dry|rusty chain|chain skips|gears skip|shifting is rough|gears won\'t shift|brakes squeal|brakes are squeaky|brake pads', 'bike chain lube, bike tool kit, bike brake pads', 'bike|bicycle|bikes|cycling|ride|riding|mtb'],
    ['helmet cracked|cracked my helmet|cracked helmet|helmet is cracked|helmet is old|helmet is expired|dropped my helmet|crashed my bike|fell off my bike|bike crash|crashed on my bike|wrecked my bike|helmet is too small|outgrew his helmet|outgrew her helmet', 'bike helmet, kids bike helmet, mips helmet'],
    ['bike stolen|bike got stolen|stole my bike|stolen bike|bike theft|bike was stolen|thieves cut|lock got cut|cable lock got cut|cut my lock', 'u lock, heavy duty bike lock, bike gps tracker'],
    ['tent leaks|tent leaked|tent pole|tent poles|tent pole broke|tent ripped|tent zipper|tent is ripped|tent is torn|hole in the tent|rain got in the tent|water in the tent|tent flooded|tent got wet|tent collapsed', 'tent, tent repair kit, tent footprint'],
    ['cold in my sleeping bag|froze in my tent|freezing in the tent|froze in the tent|too cold camping|cold at night camping|cold sleeping outside|cold while camping|froze while camping|freezing while camping|ground was cold|cold ground', 'sleeping bag liner, insulated sleeping pad, cold weather sleeping bag'],
    ['air mattress deflates|air mattress leaks|air mattress has a hole|air mattress is leaking|air mattress went flat|air mattress goes flat|air mattress loses air|air bed deflates|airbed deflates|air bed leaks|woke up on the floor|wake up on the floor', 'air mattress, air mattress patch kit, sleeping pad'],
    ['cooler doesn\'t keep|ice melts|ice melts fast|ice melts too fast|ice melted|ice is gone|cooler leaks|cooler is leaking|cheap cooler|ice doesn\'t last|ice won\'t last|cooler doesn\'t hold ice', 'hard cooler, ice packs, insulated cooler', 'cooler|coolers|ice|camping|beach|tailgate|fishing|trip'],
    ['thermos leaks|water bottle leaks|bottle leaks|tumbler leaks|travel mug leaks|leaky water bottle|leaky bottle|leaky tumbler|leaky thermos|leaky travel mug|lid leaks|lid broke|lost the lid|cap broke|lost the cap|spills in my bag|leaked in my bag|leaked all over', 'leak proof water bottle, insulated water bottle, travel mug', 'bottle|bottles|tumbler|mug|thermos|cup|flask|hydro flask|yeti|stanley|coffee|water'],
    ['sponge smells|sponges smell|sponge stinks|sponges stink|gross sponge|sponge is gross|sponges get gross|sponges fall apart|sponge falls apart|sponges get moldy', 'sponges, silicone sponge, dish brush'],
    ['mop head|mop is gross|mop is dirty|mop smells|mop stinks|mop broke|mop fell apart|mop is falling apart|mop pads|mop leaves streaks|mop just pushes dirt', 'spray mop, mop refill pads, microfiber mop'],
    ['bristles are frayed|bristles are splayed|frayed bristles|splayed bristles|toothbrush heads|brush heads|brush head|toothbrush is old|toothbrush is worn|toothbrush is worn out|toothbrush died|electric toothbrush died|toothbrush won\'t charge|toothbrush won\'t hold a charge|dropped my toothbrush', 'toothbrush replacement heads, electric toothbrush, toothbrush'],
    ['alarm clock broke|alarm clock died|alarm clock is broken|sleep through my alarm|sleep through alarms|sleep through my alarms|sleeps through his alarm|sleeps through her alarm|sleep through the alarm|can\'t wake up|hard to wake up|heavy sleeper|oversleep|keep oversleeping|late for work|snooze button|hit snooze', 'loud alarm clock, sunrise alarm clock, vibrating alarm clock', undefined, 'baby|babies|newborn|infant|toddler|wakes up|keeps waking'],
    ['clock stopped|wall clock stopped|clock died|clock is dead|clock is slow|clock keeps stopping|ticking is loud|loud ticking|clock ticks', 'silent wall clock, wall clock, aa batteries'],
    ['iron leaks|iron spits|iron broke|iron is broken|iron died|iron stains|iron leaves stains|iron leaves marks|iron is sticky|iron sticks', 'steam iron, clothes steamer, ironing board'],
    ['scale is broken|scale is off|scale is wrong|scale broke|scale died|scale is inaccurate|scale is way off|scale says different|scale is all over', 'digital bathroom scale, smart scale, kitchen scale'],
    ['sneakers are dirty|white shoes are dirty|white sneakers are dirty|shoes are dirty|dirty sneakers|scuffed shoes|scuffs on my|shoes are scuffed|scuff marks|sneakers are yellow|soles are dirty|dirty soles|shoes are grubby|muddy shoes', 'shoe cleaner, sneaker cleaning kit, magic eraser'],
    ['boots are dry|boots are cracking|leather shoes are cracking|leather is dry|leather is dried out|boots are dried out|leather is cracking|leather cracked|boots look old|shoes look old|boots are scuffed|leather is scuffed|salt stains on my boots|salt stains on boots|boots have salt', 'leather conditioner, shoe polish, boot care kit'],
    ['boots leak|boots are leaking|boots let water in|wet feet|feet get wet|feet get soaked|feet got soaked|water gets in|boots aren\'t waterproof|shoes aren\'t waterproof|soggy socks|puddles soak|sneakers get soaked|shoes get soaked', 'waterproof boots, waterproofing spray, rain boots'],
    ['candles are a fire hazard|afraid of candles|scared of candles|can\'t have candles|candles not allowed|no candles allowed|no open flames|no open flame|can\'t burn candles|cats knock over candles|cat knocks over candles|kids knock over candles|dorm doesn\'t allow candles', 'flameless candles, wax warmer, reed diffuser'],
    ['go through paper towels|use too many paper towels|too many paper towels|paper towel waste|less plastic|reduce waste|zero waste|plastic free|less waste|eco friendly swaps|sustainable swaps|single use plastic|cut down on plastic|ditch plastic', 'reusable paper towels, reusable bags, beeswax wraps'],
  ],

  // Bodies and fit: weight gained or lost, very tall, petite or big people, feet and calves, growing children,
  // pregnancy, after surgery, a body sore from the desk.
  bodyAndFit: [
    ['lost weight|losing weight|lost a lot of weight|dropped weight|dropped a size|dropped two sizes|dropped sizes|lost pounds|lost 10 pounds|lost 15 pounds|lost 20 pounds|lost 30 pounds|lost 40 pounds|lost 50 pounds|lost 100 pounds|down a size|down two sizes|down 20 pounds|down 30 pounds|ozempic|wegovy|mounjaro|gastric bypass|gastric sleeve|bariatric', 'ratchet belt, slim fit jeans, belt hole punch', 'clothes|pants|jeans|belt|belts|fit|fits|falling|loose|baggy|size|sizes|wardrobe|shirts|hole|holes|waist|hang|hangs|swimming in'],
    ['pants are loose|pants are too big|pants too big|pants falling down|pants keep falling|pants fall down|pants sag|pants are sagging|jeans are loose|jeans are too big|jeans falling down|jeans keep falling|jeans fall down|jeans sag|clothes are too big|clothes are baggy|clothes hang|clothes hang off|everything is baggy|shirts are baggy|belt is too big|belt is too long|need a smaller belt|waist is too big|gap at the back|keep pulling up my pants|hiking up my pants|plumber crack', 'ratchet belt, suspenders, belt hole punch', undefined, `${BABY}|son|daughter|kid|kids|boy|girl|child`],
    ['gained weight|put on weight|gaining weight|put on a few pounds|put on some weight|put on pounds|gained 10 pounds|gained 15 pounds|gained 20 pounds|gained 30 pounds|gained a few pounds|quarantine weight|covid weight|nothing fits|clothes don\'t fit|clothes are tight|clothes are too tight|pants are tight|pants are too tight|jeans are tight|jeans are too tight|pants don\'t button|jeans don\'t button|pants won\'t button|jeans won\'t button|can\'t button my|pants dig in|waistband digs|muffin top', 'stretch jeans, elastic waist pants, pants extender', undefined, `pregnant|pregnancy|maternity|expecting|bump|trimester|weeks along|months along|${BABY}|son|daughter|kid|kids|boy|girl|child`],
    ['pants don\'t fit|jeans don\'t fit|nothing fits|clothes don\'t fit|clothes are tight|pants are tight|jeans are tight|pants don\'t button|jeans don\'t button|growing bump|bump is growing|belly is growing|showing|popped|outgrowing my clothes|outgrew my clothes|nothing to wear', 'maternity leggings, maternity jeans, belly band', 'pregnant|pregnancy|expecting|trimester|weeks along|months along|bump|maternity|baby on the way', 'after the pregnancy|after pregnancy|after my pregnancy|after having|after the baby|postpartum|post partum|after birth|after giving birth|since the baby|since having'],
    ['pants don\'t fit|jeans don\'t fit|nothing fits|clothes don\'t fit|clothes are tight|pants are tight|jeans are tight|pants don\'t button|jeans don\'t button|pre pregnancy jeans|pre pregnancy clothes|pre baby jeans|pre baby clothes|old jeans|old clothes|belly is still|still look pregnant|still looks pregnant|mom tummy', 'postpartum leggings, high waisted leggings, nursing tops', 'after the pregnancy|after pregnancy|after my pregnancy|after having the baby|after having a baby|after having my|after the baby|postpartum|post partum|after giving birth|since the baby|since having|pre pregnancy|pre baby'],
    ['morning sickness|pregnancy nausea|nauseous all day|nausea while pregnant|nauseous and pregnant|can\'t keep food down', 'morning sickness relief, sea bands, ginger candy', 'pregnant|pregnancy|expecting|trimester|weeks along|morning sickness'],
    ['very tall|i\'m tall|im tall|i am tall|he\'s tall|he is tall|she\'s tall|she is tall|tall guy|tall man|tall men|tall woman|tall women|tall girl|tall lady|tall son|tall husband|long legs|long torso|long arms|long inseam|36 inseam|34 inseam|sleeves are too short|sleeves too short|sleeves are always short|pants are too short|pants too short|pants are always short|jeans are too short|jeans too short|high waters|shirts are too short|shirts too short|shirts ride up|shirts come untucked|shirts show my belly|dresses are too short|too short on me', 'tall pants, tall shirts, long inseam jeans', undefined, `${BABY}|son|daughter|kid|kids|boy|girl|child`],
    ['i\'m short|im short|i am short|she\'s short|she is short|short girl|short woman|short women|short lady|short legs|short torso|petite|pants are too long|pants too long|jeans are too long|jeans too long|pants drag|jeans drag|hems drag|pants always drag|always have to hem|have to hem everything|hem everything|sleeves are too long|sleeves too long|sleeves cover my hands|dresses are too long|maxi dresses are too long|drowning in', 'petite pants, petite jeans, hem tape', undefined, `${BABY}|son|daughter|kid|kids|boy|girl|child|hair|haircut|nails|story|stories|film|video|notice|short on|short of|staffed|handed|term|sleeve`],
    ['big guy|big man|big fella|heavy set|heavyset|larger guy|larger man|bigger guy|big belly|beer belly|dad bod|big and tall|large frame|big frame|broad shoulders|wide shoulders|barrel chest|thick neck|neck is big|big neck|collars are tight|collar is tight|collar is too tight|shirts are tight around|shirts don\'t button|shirts pull at the buttons|buttons pull', 'big and tall shirts, stretch dress shirt, collar extender'],
    ['curvy|big hips|wide hips|small waist|gap at the waist|waist gap|jeans gap|gaps at the back|hourglass|pear shaped|pear shape|big butt|big bum|jeans never fit|can\'t find jeans that fit|jeans don\'t fit my|pants never fit|hard to find pants|hard to find jeans', 'curvy jeans, high waisted jeans, stretch jeans'],
    ['muscular thighs|big thighs|thick thighs|athletic thighs|thick legs|muscular legs|big quads|quads|jeans don\'t fit my thighs|pants don\'t fit my thighs|tight in the thighs|tight on my thighs|skinny jeans don\'t fit|leg day', 'athletic fit jeans, stretch jeans, athletic fit pants', 'jeans|pants|chinos|trousers|fit|fits|slacks|clothes'],
    ['large bust|big bust|busty|large chest|big boobs|heavy chest|big chested|full bust|bra digs|bra digs in|straps dig|straps dig in|underwire pokes|underwire digs|underwire hurts|bra rides up|bra band rides up|bra straps slip|straps keep slipping|straps slip|straps fall down|side boob|bra hurts|bras hurt|hate my bras|uncomfortable bras|bras are uncomfortable', 'wireless bra, full coverage bra, minimizer bra'],
    ['buttons gape|gaping buttons|shirts gape|blouses gape|button gap|gap between buttons|gapes at the chest|buttons pop open', 'button gap tape, wrap top, stretch blouse'],
    ['backless|open back|low back|low back dress|backless dress|off the shoulder|one shoulder|strapless dress|strapless top|halter|halter dress|halter top|plunging neckline|deep v|deep v neck|tube top|spaghetti strap|bra straps show|bra shows|bra straps showing|what bra to wear|what bra do i wear', 'strapless bra, adhesive bra, stick on bra', 'bra|bras|wear|wearing|underneath|under it|under|gown|straps|show|shows|showing'],
    ['see through|shows through|lines show|panty lines|visible panty lines|vpl|underwear lines|underwear shows|can see my underwear|white pants|white jeans|white dress|light colored pants|thin leggings|leggings are see through|leggings are sheer', 'seamless underwear, no show underwear, nude underwear', 'underwear|panty|panties|lines|line|see|shows|show|through|sheer|wear|wearing|under'],
    ['muffin top|belly pooch|tummy pooch|mom pooch|mommy tummy|mom tummy|tummy control|smooth my tummy|hide my belly|hide my stomach|hide my tummy|self conscious about my stomach|self conscious about my belly|lumps and bumps|love handles', 'shapewear, high waisted leggings, tummy control swimsuit'],
    ['cover my arms|hide my arms|flabby arms|upper arms|bat wings|self conscious about my arms|arms are my insecurity|don\'t like my arms|hate my arms', 'flutter sleeve tops, cardigan, kimono'],
    ['tags bother|tags itch|tags scratch|hates tags|hate tags|can\'t stand tags|cuts out the tags|cut out the tags|tag is scratchy|seams bother|sock seams|seams in socks|seams in his socks|seams in her socks|hates seams|hates the seams|sensory issues with clothes|sensory issues with socks|only wears soft', 'seamless socks, tagless t shirts, sensory friendly clothes'],
    ['wide calves|wide calf|calves are big|big calves|athletic calves|muscular calves|thick calves|boots won\'t zip|boots don\'t zip|can\'t zip my boots|can\'t zip boots|boots won\'t go over|boots don\'t fit my calves|boots are tight on my calves', 'wide calf boots, wide calf knee high boots, wide calf riding boots'],
    ['skinny calves|narrow calves|thin calves|small calves|boots are loose at the top|boots are too wide at the top|boots gap|boots slouch', 'slim calf boots, ankle boots, boot shapers'],
    ['feet swell|feet are swelling|ankles swell|ankles are swelling|swollen feet|swollen ankles|legs swell|legs are swollen|feet are swollen|ankles are swollen|puffy ankles|cankles|edema|fluid retention|water retention', 'compression socks, wide width shoes, leg elevation pillow'],
    ['heels hurt|heels kill my feet|heels are painful|hate heels|can\'t walk in heels|can\'t wear heels|standing in heels|dancing in heels|feet hurt in heels|balls of my feet|ball of my foot|feet burn in heels|heels all night', 'block heels, gel insoles, comfortable heels'],
    ['big feet|large feet|huge feet|size 13|size 14|size 15|size 16|can\'t find shoes in my size|can\'t find shoes my size|shoes never come in my size', 'big size shoes, wide width shoes, extra large shoes'],
    ['small feet|tiny feet|size 4|size 5 feet|kids sizes fit me|can\'t find small shoes|shoes are always too big|heels slip out|feet slide forward', 'small size shoes, heel grips, insoles'],
    ['big head|large head|huge head|hats don\'t fit|hats are too small|hats never fit|hats are tight|hats are too tight|hat is too tight|hats give me a headache|xl head', 'xl baseball cap, big head hat, adjustable hat'],
    ['small head|tiny head|hats are too big|hats fall over my eyes|hats slide down|hats always too big', 'adjustable hat, small fitted hat, kids baseball cap'],
    ['small wrist|small wrists|thin wrists|tiny wrists|skinny wrists|watch is too big|watch band is too big|watch band too big|watch is loose|watch slides|watches are too big|watches look huge', 'small watch, adjustable watch band, mesh watch band'],
    ['big wrists|large wrists|thick wrists|watch band is too small|watch band too small|bracelets don\'t fit|bracelets are too small|bracelets are tight', 'extra long watch band, adjustable bracelet, bracelet extender'],
    ['shoes are too small|shoes too small|toes touch|toes hit the end|toes at the end|feet grew|feet are growing|feet grow so fast|needs bigger shoes|needs new shoes|new shoe size|outgrew his shoes|outgrew her shoes|outgrown his shoes|outgrown her shoes|shoes don\'t fit him|shoes don\'t fit her', 'kids shoes, kids sneakers, toddler shoes', `${BABY}|son|daughter|kid|kids|boy|girl|child|children|year old|years old|grade|he|she`],
    ['outgrew his bike|outgrew her bike|outgrown his bike|outgrown her bike|bike is too small|too big for his bike|too big for her bike|knees hit the handlebars|knees hit the handlebar|ready for a bigger bike|needs a bigger bike|off training wheels|off the training wheels|take the training wheels off', 'kids bike, 20 inch bike, kids bike helmet'],
    ['outgrew the crib|outgrown the crib|climbing out of the crib|climbs out of the crib|climbed out of the crib|getting out of the crib|out of the crib|crib to bed|crib to a bed|big kid bed|big girl bed|big boy bed|transition to a bed|transition out of the crib|too big for the crib|falls out of bed|fell out of bed|rolls out of bed', 'toddler bed, bed rail, toddler pillow'],
    ['outgrew the car seat|outgrew his car seat|outgrew her car seat|outgrown the car seat|outgrown the infant seat|too big for the infant seat|too big for his car seat|too big for her car seat|legs touch the seat|feet touch the seat|out of the infant seat|out of the baby seat|next car seat|forward facing|turn him around|turn her around', 'convertible car seat, booster seat, car seat'],
    ['outgrew the bassinet|outgrown the bassinet|too big for the bassinet|bassinet to crib|move to the crib|moving to the crib|moving to a crib|move to a crib|into the crib|out of the bassinet|own room|her own room|his own room|sleep in his room|sleep in her room', 'crib, crib mattress, crib sheets', BABY],
    ['outgrew her clothes|outgrew his clothes|outgrown his clothes|outgrown her clothes|outgrowing his clothes|outgrowing her clothes|growth spurt|growing out of everything|grows out of everything|grew out of everything|outgrows everything|outgrew everything|clothes are too small on him|clothes are too small on her|pants are too short on him|pants are too short on her|nothing fits him|nothing fits her|growing like a weed|growing so fast|grows so fast', 'kids clothes, kids jeans, kids pajamas', `${BABY}|son|daughter|kid|kids|boy|girl|child|children|year old|years old|grade|he|she|him|her`],
    ['diapers leak|diaper leaks|diaper leaked|diapers leaked|blowout|blowouts|blow outs|blow out|leaks at night|wet through at night|soaks through|soaked through|soaks the crib|wet sheets every morning|pees through', 'overnight diapers, diaper covers, waterproof crib mattress pad', `${BABY}|diaper|diapers`],
    ['wets the bed|wetting the bed|wet the bed|bedwetting|bed wetting|accidents at night|nighttime accidents|night time accidents|pees the bed|peed the bed|pees in his sleep|pees in her sleep|dry at night|night training', 'waterproof mattress protector, overnight pull ups, bed pads', undefined, DOG],
    ['skinny kid|slim kid|skinny boy|skinny girl|thin kid|pants fall off him|pants fall off her|pants are always loose on him|pants are always loose on her|waist is too big on him|waist is too big on her|pants are loose on him|pants are loose on her|slim fit for kids|too skinny for', 'adjustable waist pants, kids slim pants, kids belt'],
    ['mastectomy|lumpectomy|breast surgery|breast cancer surgery|breast reconstruction|after my mastectomy', 'mastectomy bra, front closure bra, post surgery pillow'],
    ['shoulder surgery|rotator cuff|frozen shoulder|can\'t lift my arm|can\'t raise my arm|can\'t lift my arms|can\'t raise my arms|arm in a sling|can\'t reach behind my back|can\'t reach behind me', 'front closure bra, button front shirt, arm sling'],
    ['can\'t bend down|can\'t bend over|can\'t reach my feet|trouble bending|hard to bend|hard for him to bend|hard for her to bend|can\'t tie my shoes|can\'t tie his shoes|can\'t tie her shoes|tie his laces|tie her laces|tie my laces|put on socks|putting on socks|can\'t get my socks on|can\'t put on my shoes', 'slip on shoes, sock aid, long handled shoe horn'],
    ['hands shake|hands are shaky|shaky hands|tremor|tremors|parkinson|parkinsons|parkinson\'s|arthritis in my hands|arthritis in her hands|arthritis in his hands|arthritic hands|weak grip|weak hands|can\'t grip|hard to grip|can\'t open jars|trouble opening jars|can\'t open bottles|hands are weak', 'rubber jar opener, weighted utensils, easy grip utensils'],
    ['buttons are hard|can\'t do buttons|can\'t do up buttons|trouble with buttons|fiddly buttons|buttons are difficult|=dressing is hard|hard to get dressed|trouble getting dressed|can\'t zip up|can\'t reach the zipper|can\'t do the zipper|=dressing aid|adaptive clothing', 'button hook, zipper pull, adaptive clothing'],
    ['tailbone|coccyx|tailbone pain|tailbone hurts|sore tailbone|bruised tailbone|numb butt|butt goes numb|butt hurts from sitting|chair is hard|seat is hard|hard chairs|hard bleachers|hemorrhoids|pilonidal|sitting hurts', 'coccyx seat cushion, memory foam seat cushion, donut pillow'],
    ['feet dangle|feet don\'t touch the floor|feet don\'t reach the floor|feet don\'t reach|feet can\'t reach|legs dangle|short legs at my desk|chair is too high|desk is too high|desk too high', 'footrest, under desk footrest, keyboard tray'],
    ['desk is too low|desk too low|hunched at my desk|hunch over my desk|hunching over|monitor is too low|screen is too low|monitor too low|looking down at my screen|looking down at my monitor|looking down at the screen|neck hurts from looking down|laptop is too low', 'monitor stand, monitor riser, laptop stand'],
    ['feet hurt at my standing desk|standing at my desk|stand at my desk|standing desk hurts|standing desk makes|standing desk feet|stand while i work|standing while working|legs hurt standing|standing on concrete|concrete floor all day|hard floors all day', 'anti fatigue mat, standing desk mat, cushioned insoles'],
    ['sit on the floor|sitting on the floor|floor sitting|sit cross legged|knees hurt kneeling|kneeling in the garden|kneeling to garden|kneel a lot|kneeling all day|on my knees all day|tile work|installing flooring', 'kneeling pad, knee pads, floor cushion'],
    ['broke my toe|broken toe|broke a toe|stubbed my toe|jammed my toe|fractured toe|toe is broken|turf toe', 'post op shoe, toe splint, buddy tape'],
    ['broke my finger|broken finger|jammed my finger|jammed finger|fractured finger|finger is broken|sprained my finger|sprained finger|mallet finger|trigger finger', 'finger splint, buddy tape, finger brace'],
    ['wisdom teeth|wisdom tooth|tooth extraction|tooth pulled|teeth pulled|oral surgery|dental surgery|root canal|dental implant|jaw surgery|swollen jaw|swollen cheeks', 'face ice pack, jaw ice pack wrap, soft foods', undefined, `${BABY}|teething`],
    ['lasik|cataract surgery|eye surgery|prk|retina surgery|eye procedure', 'eye shield, sleep goggles, preservative free eye drops'],
    ['colonoscopy|colonoscopy prep|bowel prep|endoscopy', 'flushable wipes, soothing cream, electrolyte powder'],
    ['c section recovery|recovering from a c section|recovering from my c section|after my c section|after a c section|c section incision|c section scar', 'high waisted c section underwear, abdominal binder, scar gel'],
    ['incision|stitches|sutures|healing incision|surgical scar|scar from surgery|surgery scar|scar is healing', 'scar gel, non stick gauze pads, medical tape', undefined, `${PET}|pet|vet|spay|spayed|neuter|neutered|c section`],
    ['burned my hand|burnt my hand|burned my finger|burnt my finger|burned my arm|burnt my arm|burned myself|burnt myself|grease burn|oil burn|steam burn|burned on the stove|burned on the oven|curling iron burn|flat iron burn|touched the pan', 'burn gel, burn relief, burn dressing'],
    ['deep cut|cut my hand|cut my finger|sliced my finger|cut myself|gash|wound|wounds|scraped my knee|road rash|wound care|won\'t heal|slow to heal|slow healing', 'non stick gauze pads, wound care kit, liquid bandage', undefined, `${PET}|pet|vet|tree|plant|wire|hair|onion|cake|lawn|grass`],
    ['hard to get up|can\'t get out of bed|trouble getting up|trouble getting out of bed|getting out of bed is hard|trouble standing up|trouble getting up from|can\'t get up from the couch|can\'t get up from the chair|get up from a chair|out of a chair|out of the car|getting in and out of the car|getting out of the car', 'bed assist rail, standing aid, car handle assist'],
    ['mom fell|dad fell|grandma fell|grandpa fell|mother fell|father fell|fell in the shower|fell in the bathroom|fell at night|afraid she\'ll fall|afraid he\'ll fall|afraid of falling|fall risk|unsteady on her feet|unsteady on his feet|wobbly on her feet|wobbly on his feet|balance problems|balance issues|poor balance|lost her balance|lost his balance', 'grab bars, medical alert system, motion sensor night light'],
    ['dementia|alzheimers|alzheimer\'s|memory loss|memory care|forgets things|gets confused|forgets what day|doesn\'t know what day|loses track of the day|sundowning', 'day clock, automatic pill dispenser, fidget blanket'],
    ['can\'t hear the doorbell|misses the doorbell|doesn\'t hear the doorbell|doesn\'t hear the phone|can\'t hear the phone|can\'t hear the phone ring|doesn\'t hear the alarm|deaf|hearing impaired', 'wireless doorbell with flashing light, amplified phone, vibrating alarm clock'],
    ['low vision|macular degeneration|can\'t see well|vision is going|vision is getting worse|poor eyesight|eyesight is getting worse|eyesight is bad|legally blind|glaucoma|can\'t see the numbers|can\'t read the numbers|can\'t read labels|can\'t read the labels', 'magnifying glass, large print books, big button phone'],
    ['bed rest|bedridden|bed bound|bedbound|stuck in bed|laid up|confined to bed|on bed rest|eating in bed|eat in bed|work in bed|working in bed|read in bed|sit up in bed|sitting up in bed', 'bed tray, reading pillow, bed wedge pillow'],
    ['chemo|chemotherapy|cancer treatment|radiation treatment|infusion|infusions|dialysis|going through treatment|lost her hair|lost his hair|hair fell out from', 'chemo hat, fleece blanket, unscented lotion'],
    ['hospital stay|staying in the hospital|admitted to the hospital|admitted to hospital|long hospital|stay in the hospital|staying in hospital|hospital room|visiting someone in the hospital|stuck in the hospital|icu', 'extra long charging cable, non slip socks, eye mask', undefined, 'birth|labor|delivery|induction|c section|due date|due|giving birth|hospital bag|scrubs|nurse|nurses|work at|work in|shift|shifts'],
  ],

  // Tastes, fandoms and media: what someone loves or grew up with says what to give or buy them.
  tastes: [
    ['grew up with nintendo|grew up playing|grew up with the nes|played as a kid|played as a child|played growing up|played when he was little|played when she was little|sonic|sonic the hedgehog|mega man|pac man|pacman|street fighter|mortal kombat|tetris|crash bandicoot|spyro|grew up with sega|grew up with atari|nes|snes|super nintendo|n64|nintendo 64|gameboy|game boy|atari|sega genesis|sega|retro games|retro gaming|retro video games|old school games|old school video games|old video games|classic video games|80s video games|90s video games|arcade games|8 bit games|8 bit', 'retro game console, classic video games, game controller', FAN],
    ['mario|super mario|zelda|legend of zelda|kirby|donkey kong|metroid|smash bros|super smash|animal crossing|splatoon|mario kart', 'nintendo switch games, nintendo switch controller, video games', FAN],
    ['pokemon|pokémon|pikachu|pokemon go', 'pokemon toys, pokemon cards, pokemon plush', FAN, 'pokemon cards|card collecting|trading cards'],
    ['halo|call of duty|fortnite|minecraft|roblox|gta|grand theft auto|fifa|ea fc|madden|nba 2k|2k|elden ring|skyrim|fallout|overwatch|apex legends|league of legends|valorant|world of warcraft|the sims|sims 4|destiny 2|rocket league|among us|zelda fan', 'video games, gaming headset, game controller', 'game|games|gaming|play|plays|playing|fan|loves|obsessed|xbox|playstation|pc|switch|into|addicted|hours'],
    ['history documentaries|history documentary|history channel|documentary|documentaries|ken burns|watches documentaries|watching documentaries|loves documentaries|documentaries about|war documentaries|ww2|wwii|ww1|wwi|world war|world war 2|world war ii|civil war|vietnam war|military history|presidents|founding fathers|ancient rome|ancient egypt|ancient greece|medieval history|roman empire|american revolution|cold war|history buff|history nerd|history lover|loves history|into history|history geek|war buff|civil war buff', 'history books, biographies, military history books', 'documentar|history|buff|book|books|read|reads|reading|fan|loves|love|into|obsessed|nerd|geek|watches|watching|gift|lover|anything about'],
    ['true stories|true story|based on a true story|real life stories|real stories|real life|nonfiction|non fiction|not fiction|not into fiction|doesn\'t like fiction|doesn\'t read fiction|hates fiction|no fiction|without fiction|real people|actually happened|things that really happened', 'memoirs, biographies, nonfiction books', 'book|books|read|reads|reader|reading|story|stories|audiobook|audiobooks|gift|novel|novels'],
    ['true crime|serial killers|serial killer|murder podcasts|crime podcasts|cold cases|cold case|dateline|forensic|forensics|unsolved mysteries|unsolved murders|murderino', 'true crime books, mystery thriller novels, crime podcast merch', `${FAN}|read|reads|reader|reading|book|books|podcast|podcasts|listens`],
    ['mysteries|mystery novels|whodunit|whodunits|agatha christie|sherlock|sherlock holmes|detective stories|detective novels|detective shows|murder mystery|cozy mystery|cozy mysteries|crime novels|thrillers|psychological thrillers|page turner|page turners', 'mystery novels, thriller books, murder mystery game', `${FAN}|read|reads|reader|reading|book|books|novel|novels|party`],
    ['harry potter|hogwarts|wizarding world|gryffindor|slytherin|hufflepuff|ravenclaw|potterhead|quidditch', 'harry potter gifts, harry potter books, harry potter wand', FAN],
    ['dungeons and dragons|d&d|dnd|tabletop rpg|ttrpg|game master|dungeon master|pathfinder|critical role|tabletop gaming|campaign every', 'dnd dice set, dungeon master screen, dice bag', `${FAN}|plays|play|playing|campaign|group|session|sessions`],
    ['lord of the rings|tolkien|the hobbit|middle earth|game of thrones|house of the dragon|wheel of time|fantasy books|fantasy novels|epic fantasy|fantasy series|dragons|reads fantasy|loves fantasy|fantasy reader', 'fantasy books, fantasy novel box set, dragon figurine', `${FAN}|read|reads|reader|reading|book|books|novel|novels|series`, 'fantasy football|fantasy league|fantasy draft|dragon fruit|bearded dragon|komodo'],
    ['fantasy football|fantasy league|fantasy draft|fantasy baseball|fantasy basketball|fantasy hockey|draft party', 'fantasy football trophy, draft board, last place trophy'],
    ['star wars|jedi|mandalorian|baby yoda|grogu|yoda|darth vader|lightsaber|lightsabers|the force|stormtrooper|stormtroopers|chewbacca|the clone wars', 'star wars toys, star wars lego, lightsaber', FAN],
    ['star trek|trekkie|trekkies|trekker', 'star trek gifts, star trek t shirt, star trek mug', FAN],
    ['sci fi|science fiction|scifi|dystopian|space opera|cyberpunk', 'science fiction books, sci fi novels, sci fi movies', 'books|book|read|reads|reader|reading|novel|novels|fan|loves|shows|movies|films|into|watches'],
    ['superhero|superheroes|super hero|super heroes|marvel|avengers|spiderman|spider man|spider-man|batman|superman|iron man|captain america|hulk|thor|wonder woman|dc comics|justice league|x men|deadpool|black panther|comic books|comics|comic book', 'superhero toys, action figurines, marvel t shirt', FAN, 'dress up as|costume|halloween'],
    ['=anime|manga|naruto|dragon ball|dragon ball z|demon slayer|attack on titan|my hero academia|jujutsu kaisen|studio ghibli|ghibli|totoro|spirited away|sailor moon|otaku|weeb|one punch man|death note|chainsaw man|spy x family|haikyuu|cosplayer', 'anime figurines, manga books, anime hoodie', FAN],
    ['disney|princess|princesses|moana|encanto|mickey|mickey mouse|minnie|minnie mouse|pixar|toy story|lilo and stitch|little mermaid|cinderella|rapunzel|elsa|anna and elsa|bluey|paw patrol|peppa pig|cocomelon|spidey', 'character toys, character pajamas, character backpack', 'loves|love|obsessed|fan|favorite|favourite|into|collects|themed|gift|birthday|party|watches|watching', 'trip|vacation|going to|park|parks|disney world|disneyland|cruise'],
    ['favorite team|favourite team|season tickets|season ticket holder|team colors|sports fan|sports fanatic|sports nut|sports lover|loves sports|sports junkie|sports guy|sports dad|sports mom', 'team jersey, fan gear, team hat'],
    ['die hard fan|diehard fan|huge fan|big fan|biggest fan|roots for|root for|cheers for', 'team jersey, fan gear, team hat', 'sports|nfl|nba|mlb|nhl|mls|wnba|football|baseball|basketball|hockey|soccer|college|yankees|cowboys|lakers|packers|steelers|patriots|chiefs|eagles|cubs|red sox|dodgers|warriors|celtics|bulls|49ers|niners|bears|knicks|premier league|manchester|man united|man city|real madrid|barcelona|liverpool|arsenal|chelsea|tottenham|juventus|broncos|raiders|bills|ravens|browns|vikings|lions|saints|seahawks|buckeyes|crimson tide|longhorns|notre dame|michigan|georgia|lsu|clemson'],
    ['nfl|nba|mlb|nhl|mls|wnba|premier league|college football|march madness|la liga|serie a|bundesliga|champions league|world cup', 'team jersey, fan gear, team hat', 'fan|fans|loves|obsessed|watches|follows|season|team|die hard|diehard|huge|big|gift|supporter'],
    ['classic rock|=beatles|the beatles|beatles|rolling stones|led zeppelin|pink floyd|grateful dead|deadhead|ac dc|acdc|metallica|nirvana|guns n roses|iron maiden|black sabbath|van halen|bon jovi|springsteen|elvis|80s music|80s rock|70s music|heavy metal|metalhead|punk rock|emo music|grunge|jimmy buffett|parrothead', 'band t shirt, vinyl records, rock band poster', `${FAN}|shirt|tee|poster|tickets|concert|tour|grew up|huge|big`],
    ['taylor swift|swiftie|swifties|eras tour|beyonce|beyhive|bts|army bts|k pop|kpop|blackpink|harry styles|olivia rodrigo|billie eilish|ariana grande|bad bunny|the weeknd|sabrina carpenter|chappell roan|zach bryan|morgan wallen|luke combs|ed sheeran|=directioner', 'concert t shirt, friendship bracelet kit, band merch', `${FAN}|shirt|tee|poster|tickets|concert|tour|huge|big`],
    ['vinyl|records|record collection|record collector|records collection|lp|lps|crate digging|record store|spins records|spin records|collects records', 'record player, vinyl records, vinyl record storage', 'music|album|albums|listen|listens|listening|collection|collects|collector|spin|spins|jazz|rock|soul|dad|old|into|loves|turntable|record store', 'medical records|tax records|records of|keep records|school records|vinyl flooring|vinyl plank|vinyl fence|vinyl siding|vinyl stickers|vinyl decal|vinyl cutter|cricut'],
    ['music festival|festival outfit|festival season|festival this|going to a festival|coachella|bonnaroo|lollapalooza|rave|raves|raving|burning man|glastonbury|stagecoach|outside lands', 'festival outfit, hydration pack, ear plugs', undefined, 'film festival|food festival|wine festival|festival of lights|diwali|lantern festival|rave review|rave reviews'],
    ['concert|concerts|going to a show|first concert|concert tickets|stadium show|stadium tour|arena show|see them live|seeing them live|front row|general admission|pit tickets', 'clear bag, ear plugs, portable charger', 'tickets|ticket|stadium|arena|pit|front row|general admission|clear bag|bag policy|what to bring|what to wear|outfit|first concert|taking my|take my'],
    ['cooking shows|cooking show|food network|gordon ramsay|top chef|masterchef|master chef|watches cooking|ina garten|barefoot contessa|julia child|bobby flay|iron chef|hell\'s kitchen|diners drive ins|anthony bourdain|bourdain|guy fieri|alton brown|salt fat acid heat|cooking channel|cooking videos|cooking tiktok|food tiktok', 'cookbook, chef knife, kitchen gadgets', `${FAN}|watches|watching|binge|binges|addicted`],
    ['great british bake off|british bake off|bake off|baking show|baking shows|baking championship|cake boss|cupcake wars|paul hollywood|mary berry', 'baking set, cake decorating kit, baking cookbook', `${FAN}|watches|watching|binge|binges|addicted`],
    ['foodie|food lover|loves to eat|loves food|into food|food snob|food nerd|gourmet|epicurean|loves trying new foods|adventurous eater|food critic', 'gourmet gift basket, hot sauce set, cookbook'],
    ['hot sauce|spicy food|loves spicy|likes spicy|spice lover|chili head|chilihead|chili heads|the hotter the better|likes it hot|likes it spicy|carolina reaper|ghost pepper|heat seeker|spicier the better|puts hot sauce on everything', 'hot sauce set, hot sauce, chili crisp'],
    ['chocoholic|chocolate lover|loves chocolate|chocolate addict|sweet tooth|has a sweet tooth|loves sweets|loves candy|candy lover|dessert lover|loves dessert', 'chocolate gift box, chocolate truffles, candy gift box'],
    ['whiskey|whisky|bourbon|scotch|single malt|rye whiskey|whiskey lover|bourbon lover|scotch drinker|whiskey drinker|manhattan cocktail', 'whiskey glasses, whiskey stones, whiskey decanter'],
    ['cigar|cigars|cigar lover|cigar smoker|smokes cigars|cigar aficionado', 'cigar humidor, cigar cutter, cigar ashtray'],
    ['crossword|crosswords|crossword puzzles|sudoku|word search|word searches|brain teasers|brain teaser|word games|wordle|logic puzzles|nyt crossword|puzzle books|keeps his mind sharp|keeps her mind sharp|keep his mind sharp|keep her mind sharp|keep my mind sharp|keep mind sharp|brain games', 'crossword puzzle books, sudoku books, brain teaser puzzles'],
    ['sneakerhead|sneaker head|sneaker collection|collects sneakers|sneaker collector|=jordans|yeezys|air jordans|sneaker culture', 'sneaker cleaning kit, sneaker storage boxes, sneaker display case'],
    ['watch collector|collects =watches|watch guy|watch nerd|watch enthusiast|watch lover|watch collection|loves =watches|into =watches', 'watch box, watch winder, watch roll'],
    ['edc|everyday carry|knife guy|knife collector|collects knives|knife enthusiast', 'pocket knife, multitool, edc flashlight'],
    ['=prepper|=prepping|=preppers|doomsday|survivalist|bug out bag|bugout bag|zombie apocalypse|end of the world|off grid|off the grid|grid goes down|shtf|emergency preparedness', 'survival kit, emergency kit, water filter straw'],
    ['outdoorsy|loves the outdoors|loves being outside|nature lover|outdoor guy|outdoor girl|outdoors guy|outdoors person|outdoor person|loves nature|into the outdoors|always outside|lives outdoors|national parks|national park', 'hiking backpack, camping gear, insulated water bottle'],
    ['homebody|introvert|introverted|loves being home|loves staying in|stay at home kind|hygge|cozy night in|cozy nights in|self care night|self care day|spa night|spa day at home|pamper herself|pamper himself|pampering', 'throw blanket, slippers, scented candles'],
    ['tech guy|tech girl|techie|tech lover|tech nerd|tech geek|gadget lover|gadget guy|gadget girl|loves gadgets|into gadgets|early adopter|computer nerd|computer geek|has everything tech', 'tech gift, wireless charger, smart speaker', undefined, 'history|science|math|book|books|sports|music|plant|coffee|fitness|gym|anime|star wars|star trek|harry potter|wine|beer'],
    ['plant lady|plant mom|plant dad|plant parent|plant lover|crazy plant|plant collector|plant obsessed|loves plants|houseplant lover|house plant lover|collects plants|lots of plants|so many plants|plant person', 'plant stand, ceramic planters, watering can'],
    ['cat lady|cat lover|crazy cat|obsessed with cats|loves cats|loves her cat|loves his cat|cat mom|cat dad|cat obsessed', 'cat mug, cat t shirt, cat lover gifts'],
    ['dog lover|dog mom|dog dad|obsessed with dogs|loves dogs|dog obsessed|loves his dog|loves her dog|fur mama|fur mom|fur baby|fur babies|pup parent', 'dog mom shirt, dog lover gifts, dog mug'],
    ['horse girl|loves horses|horse lover|obsessed with horses|horse crazy|horse obsessed|into horses|horses are her|horses are his', 'horse toys, horse figurines, horse gifts'],
    ['outer space|space stuff|space themed|loves space|obsessed with space|into space|astronaut|astronauts|rocket ships|rockets|rocket|nasa|solar system|planets|moon landing|spaceship|spaceships|aliens', 'space toys, solar system model, astronaut toys', 'kid|kids|son|daughter|child|boy|girl|year old|years old|loves|obsessed|into|birthday|fan|nephew|niece|grandson|granddaughter|toddler', 'rocket league|samsung|phone|galaxy watch'],
    ['loves trains|obsessed with trains|into trains|toy trains|train set|trains and|thomas the tank|thomas the train|choo choo|train tracks|construction trucks|diggers|excavators|excavator|bulldozers|garbage trucks|garbage truck|fire trucks|fire truck|monster trucks|monster truck|trucks and cars|cars and trucks|hot wheels|matchbox', 'toy trucks, train set, construction toys', 'kid|kids|son|daughter|child|boy|girl|year old|years old|loves|obsessed|into|birthday|fan|nephew|niece|grandson|granddaughter|toddler'],
    ['unicorn|unicorns|mermaid|mermaids|rainbows|fairies|fairy|sparkles|sparkly everything|glitter', 'unicorn toys, mermaid toys, unicorn gifts', 'kid|kids|daughter|son|child|girl|boy|year old|years old|loves|obsessed|into|birthday|fan|niece|nephew|granddaughter|grandson|toddler', 'tooth fairy'],
    ['science|experiments|chemistry|slime|volcano|bugs|insects|bug collecting|microscope|magnets|robots|how things work|takes things apart|builds things|tinkerer|tinkering', 'science kit, stem toys, slime kit', 'kid|kids|son|daughter|child|boy|girl|year old|years old|loves|obsessed|into|curious|birthday|nephew|niece|grandson|granddaughter', 'bed bugs|bedbugs|stink bugs|bug bites|pest|exterminator|science teacher|science fair'],
    ['science nerd|science lover|science geek|loves science|into science|science teacher|scientist|chemist|physicist|biologist|chemistry teacher|biology teacher|lab tech|works in a lab', 'science gifts, periodic table mug, chemistry mug'],
    ['barbie|barbies|barbie dolls|ken doll|dollhouse|doll house|american girl|baby dolls|plays with dolls|loves dolls|baby doll', 'barbie doll, dollhouse, doll accessories'],
    ['hello kitty|sanrio|kuromi|my melody|cinnamoroll|pompompurin|kawaii|cute japanese', 'hello kitty plush, sanrio stickers, kawaii stationery'],
    ['squishmallows|squishmallow|stuffies|plushies|stuffed animals|collects plushies|collects stuffed animals|stuffed animal collection|jellycat|jellycats', 'squishmallows, plush toys, stuffed animals', undefined, 'everywhere|storage|too many'],
    ['witchy|witchcraft|witch|witches|tarot|healing crystals|loves crystals|collects crystals|crystal collection|crystal healing|astrology|zodiac|horoscope|horoscopes|spiritual|manifesting|manifestation|moon phases|pagan|wiccan|wicca|occult|mystical|energy healing|sage cleansing', 'tarot cards, healing crystals, sage smudge kit', undefined, 'witch costume|halloween|the witcher|crystal glasses|crystal vase|crystal chandelier|crystal clear|wizard of oz'],
    ['sarcastic|sense of humor|dark humor|dry humor|jokester|prankster|practical jokes|class clown|gag gift|funny gift|joke gift|make him laugh|make her laugh|make them laugh|something funny|something hilarious|funny present|loves to laugh|loves a good joke|dad jokes|dad joke|memes|meme lover|loves memes|the office fan|dunder mifflin|schitt\'s creek|stranger things|doctor who|golden girls|seinfeld|parks and rec|brooklyn nine nine|ted lasso|grey\'s anatomy|greys anatomy|friends tv show|central perk|the big bang theory|bluey fan', 'funny mug, gag gift, novelty t shirt', 'gift|gifts|present|presents|for my|for her|for him|for a|for the|birthday|christmas|white elephant|secret santa|stocking|coworker|swap|exchange'],
    ['theater kid|theatre kid|musical theater|musical theatre|=broadway|=musicals|loves =musicals|les miserables|phantom of the opera|drama club|theater nerd|theatre nerd|show tunes', 'broadway gifts, musical theater t shirt, theater masks', FAN],
    ['romance novels|romance books|romance reader|romance novel|romantasy|bridgerton|spicy books|smut|love stories|loves romance|reads romance|booktok|book tok|colleen hoover|rom coms|romcoms|rom com|romcom', 'romance novels, kindle, book light'],
    ['poetry|poems|poem|poet|rumi|mary oliver|loves poems|writes poetry|writes poems|poetry lover', 'poetry books, poetry collection, journal'],
    ['self improvement|self help|personal growth|personal development|productivity nerd|stoicism|atomic habits|growth mindset|life coach', 'self help books, planner, journal'],
    ['christian|faith|faithful|bible verses|bible verse|scripture|jesus|catholic|church|churchgoer|devout|pastor|minister|priest|nun|deacon|sunday school|youth group|baptist|methodist|lutheran|pentecostal|believer|god fearing|religious|prayer warrior|loves the lord|loves jesus', 'bible, christian gifts, devotional book', 'gift|gifts|loves|love|reads|read|reading|strong|devout|present|faith|for my|for her|for him|for a|for our', 'church bazaar|church sale|church event|church dress|church shoes|church clothes|church outfit|to church|for church'],
    ['to church|for church|church on sunday|sunday service|sunday best|church service|church clothes|church outfit|mass on sunday|easter service|church every sunday', 'church dress, dress shirt, dress shoes', 'wear|wearing|outfit|dress|dresses|clothes|shoes|suit|tie|look nice|dressy'],
    ['geography|map lover|loves maps|map nerd|globes|atlas|geography nerd|geography buff|loves geography|travel map|places he\'s been|places she\'s been|places we\'ve been|scratch off map', 'world map, globe, scratch off map'],
    ['80s kid|90s kid|70s kid|grew up in the 80s|grew up in the 90s|grew up in the 70s|grew up in the 2000s|child of the 80s|child of the 90s|born in the 80s|born in the 90s|feel nostalgic|feeling nostalgic|nostalgia|nostalgic|throwback gift|blast from the past|from his childhood|from her childhood|from my childhood|remind him of his childhood|remind her of her childhood', 'retro gifts, retro game console, retro candy', 'gift|gifts|present|for my|for her|for him|for a|birthday|christmas|something|anything'],
    ['makeup lover|loves makeup|makeup junkie|makeup addict|makeup obsessed|beauty lover|beauty junkie|beauty addict|into makeup|does makeup|makeup artist|mua|beauty guru|beauty youtuber|beauty influencer', 'makeup brushes, eyeshadow palette, makeup organizer'],
    ['skincare junkie|skincare lover|loves skincare|skincare obsessed|into skincare|skincare addict|skin care lover|skin care junkie|skincare routine|skin care routine|korean skincare|k beauty', 'skincare set, sheet masks, face serum'],
    ['nail art|does her own nails|do my own nails|do my nails at home|nails at home|press on nails|press ons|gel nails at home|diy manicure|diy nails|manicure at home|at home manicure|at home gel|nail salon is expensive', 'gel nail polish, uv nail lamp, nail art kit'],
    ['cut my own hair|cut his own hair|cut her own hair|haircut at home|haircuts at home|home haircut|home haircuts|cut the kids hair|cut the kids\' hair|cutting the kids hair|cut my son\'s hair|cut my husband\'s hair|buzz cut|buzzcut|fade at home|save on haircuts|barber is expensive|barber closed', 'hair clippers, hair cutting scissors, barber cape'],
    ['fashionista|fashion lover|loves fashion|into fashion|fashion forward|trendsetter|dresses well|always well dressed|fashion obsessed|fashion girl|fashion student|fashion designer', 'handbag, silk scarf, jewelry'],
    ['grill master|grillmaster|pitmaster|pit master|grill guy|grill dad|bbq lover|bbq guy|barbecue lover|loves to grill|loves grilling|lives at the grill|king of the grill', 'grill tools, meat thermometer, bbq apron'],
    ['loves to travel|travel lover|wanderlust|travel junkie|globetrotter|globe trotter|jetsetter|jet setter|world traveler|travel bug|always on a plane|bucket list trips|frequent traveler', 'travel accessories, packing cubes, scratch off map'],
    ['loves the beach|beach lover|beach bum|beach girl|beach person|lives at the beach|ocean lover|loves the ocean|surf girl|surf guy|salt life|coastal vibes', 'beach towel, beach bag, ocean decor'],
    ['=gardener|=gardeners|green thumb|loves gardening|master gardener|avid gardener|loves her garden|loves his garden|lives in the garden', 'garden tools, gardening gloves, kneeling pad'],
    ['golfer|golfers|avid golfer|loves golf|golf nut|golf fanatic|golf lover|golf addict|golf obsessed|plays golf every', 'golf balls, golf gifts, golf towel'],
    ['hiker|hikers|avid hiker|loves hiking|trail lover|peak bagger|thru hiker|section hiker', 'hiking backpack, trekking poles, hiking socks'],
    ['fisherman|fishermen|angler|anglers|avid fisherman|loves =fishing|loves to fish|fishing nut|fishing addict|fisher|bass fisherman|fly fisherman', 'fishing lures, tackle box, fishing gifts', undefined, 'wharf'],
    ['hunter|hunters|avid hunter|loves hunting|loves to hunt|deer hunter|duck hunter|bow hunter|outdoorsman', 'hunting knife, hunting gear, blaze orange hat', undefined, 'hunter green|green|boots|hunter boots|treasure hunter|bargain hunter|egg hunt|easter'],
    ['cyclist|cyclists|avid cyclist|loves cycling|bike nut|bike nerd|cycling nerd|roadie|mountain biker|mountain bikers|gravel rider|gravel riding|loves to ride|rides every weekend|century ride', 'bike lights, cycling gloves, bike multitool'],
    ['runner|runners|avid runner|ultra runner|ultramarathon|trail runner|loves running|runs every day|runs every morning|running nut|running addict|run club', 'running belt, running socks, running gifts', 'marathon|marathons|miles|mile|race|races|avid|long distance|trail|loves|fast|every|club|ultra|5k|10k|half|gift|she|he|my', 'table runner|rug runner|runner rug|hallway runner|stair runner|runner up|front runner|sled runner'],
    ['swimmer|swimmers|avid swimmer|loves swimming|swims every day|swims laps|lap swimmer|open water swimmer|masters swim|swim team', 'swim goggles, swim cap, swim bag'],
    ['skier|skiers|avid skier|loves skiing|ski bum|ski nut', 'ski goggles, ski gloves, ski socks'],
    ['climber|climbers|avid climber|loves rock climbing|boulderer|rock climber|gym climber', 'chalk bag, climbing shoes, climbing chalk'],
    ['surfer|surfers|loves surfing|surf bum|avid surfer', 'surf wax, surf poncho, surfboard leash'],
    ['skater|skaters|sk8er|skate rat', 'skateboard, skateboard deck, skate shoes', undefined, 'ice skater|figure skater|roller skater|skates'],
    ['knitter|knitters|crocheter|crocheters|loves to knit|loves knitting|loves to crochet|loves crocheting|yarn lover|yarn addict|fiber artist', 'yarn, knitting needles, yarn bowl'],
    ['quilter|quilters|sewist|sewists|loves to sew|loves sewing|seamstress|tailor|dressmaker', 'quilting ruler, rotary cutter, sewing notions'],
    ['crafter|crafters|crafty|loves crafts|loves crafting|craft lover|craft addict|diy queen|diyer|loves diy', 'craft supplies, craft storage, cutting mat'],
    ['woodworker|woodworkers|wood worker|carpenter at heart|loves woodworking|woodturner|wood turner|furniture maker', 'woodworking tools, wood chisel set, clamps'],
    ['aspiring artist|budding artist|young artist|little artist|art student|art major|art lover|loves to paint|loves painting|loves to draw|loves drawing|always drawing|always doodling|sketches everything|creative kid', 'art supplies, sketchbook, paint brushes'],
    ['dancer|dancers|loves to dance|loves dancing|dance team|dance competition|dance competitions|competitive dance|dance mom|dance recital', 'dance bag, dance shoes, dance gifts', `${FAN}|daughter|son|she|he|her|kid|niece|granddaughter|competitive|team|studio|classes|lessons`],
    ['gymnast|gymnasts|competitive gymnastics|gymnastics meet|gym meet', 'gymnastics leotard, gymnastics grips, gymnastics bag'],
    ['musician|musicians|plays in a band|in a band|plays guitar|plays the guitar|guitarist|guitar player|bassist|bass player|plays bass|plays drums|plays the drums|drummer|plays piano|plays the piano|pianist|singer songwriter|music lover|loves music|audiophile', 'guitar picks, guitar strap, studio headphones', undefined, 'rubber band|hair band|watch band|resistance band|wedding band|head band|arm band|band aid|band saw|waist band'],
  ],

  // Food occasions: what to serve or send when the shopper does not cook it, and eating habits that call for food.
  food: [
    ['snack table|snack spread|snack board|snack platter|grazing table|grazing board|grazing platter|charcuterie|charcuterie board|cheese board|cheese plate|cheese platter|appetizer spread|appetizer platter|finger food|finger foods|appetizers|hors d oeuvres|hors d\'oeuvres|nibbles|party snacks|party food', 'crackers, dips, cheese board'],
    ['can\'t cook|cannot cook|cant cook|don\'t cook|dont cook|doesn\'t cook|not a cook|terrible cook|bad cook|awful cook|hate cooking|hates cooking|no time to cook|don\'t know how to cook|can\'t boil water|burn everything|no oven|no stove|no kitchen|kitchen is tiny|not much of a cook|zero cooking skills|no cooking', 'dips, crackers, snack mix', 'party|host|hosting|guests|game night|people over|friends over|potluck|bring|bringing|gathering|get together|watch party|super bowl|game day|book club|girls night|guys night|poker|card night|tailgate|snacks|snack|serve|serving|feed'],
    ['game night|poker night|board game night|trivia night|bunco|bunco night|card night|euchre night|mahjong night|mahjong|book club|girls night|guys night|ladies night|watch party|super bowl party|game day party|fight night', 'snack mix, chips, dips', 'snack|snacks|food|eat|munchies|serve|serving|bring|nibbles|appetizers|finger food|hungry|feed|drinks|treats'],
    ['care package|care packages|care box|survival kit|exam survival|finals survival|study snacks|snacks for studying|snacks while studying|snacks for finals|finals week|exam week|dead week|midterms week|studying for finals', 'snack box, cookies, candy', 'college|student|students|dorm|university|son|daughter|exams|exam|finals|midterms|studying|away at|campus|freshman|send|mail|ship', 'sick|soldier|deployed|military|chemo|hospital|get well|new baby|new mom'],
    ['care package|care packages|care box|get well basket|get well box|get well gift|get well present|sick friend|feel better package', 'get well gift basket, tea gift set, cozy socks', 'sick|flu|covid|surgery|recovering|recovery|hospital|get well|feel better|cold|ill|illness|chemo'],
    ['stomach bug|stomach flu|food poisoning|throwing up|vomiting|puking|upset stomach|tummy ache|stomach ache|stomachache|norovirus|can\'t keep anything down|sick to my stomach|brat diet', 'electrolyte powder, saltine crackers, ginger tea', undefined, `${PET}|hairball|pet`],
    ['movie night|movie marathon|binge watching|binge watch|netflix night|netflix and chill|watching movies|film night|family movie night|movie at home|movies at home|home theater night', 'popcorn, movie theater candy, popcorn seasoning', 'snack|snacks|food|eat|munch|munchies|treats|popcorn|candy|concession|theater|theatre|bowls|feed'],
    ['picnic food|picnic snacks|pack for a picnic|bring to a picnic|food for a picnic|picnic lunch|picnic basket food|what to pack for a picnic|park picnic', 'snack packs, crackers, cheese'],
    ['road trip snacks|snacks for the road|snacks for the car|car snacks|snacks for a road trip|snacks for the trip|munchies for the drive|snacks for the drive|food for the drive|food for the road|snacks for the flight|plane snacks|snacks for the plane|airplane snacks|travel snacks|snacks to travel|snacks for travel|snacks for the kids in the car', 'snack variety pack, trail mix, beef jerky'],
    ['vending machine|vending machines|lives on vending|lives on vending machine|lives off vending machine|vending machine food|vending machine snacks|from the vending machine|lives on junk|lives on chips|lives on fast food|lives on ramen|living on ramen|survives on|eats junk food|eats fast food|eats junk|junk food every|fast food every|gas station food|never eats healthy|eats like a college kid|skips lunch|skip lunch|skipping lunch|no time for lunch|forgets to eat|forget to eat|eats at his desk|eats at her desk', 'protein bars, healthy snacks, mixed nuts'],
    ['no time for breakfast|skip breakfast|skips breakfast|skipping breakfast|breakfast on the go|grab and go breakfast|breakfast in the car|rushed mornings|eat breakfast in the car|breakfast at my desk|running out the door', 'breakfast bars, protein bars, instant oatmeal'],
    ['always hungry|eats everything|bottomless pit|growing boy|eats us out of house|eats us out of|eats constantly|hungry all the time|constantly hungry|always snacking|snacks all day|hungry after school|after school snacks|after school snack', 'snack variety pack, protein bars, beef jerky'],
    ['snack duty|team snack|team snacks|snack for the team|snacks for the team|snacks for practice|snack for practice|halftime snack|halftime snacks|game snacks|snacks for the game|class snack|snack for the class|snacks for the class|classroom snacks|class party snacks|school snack|school snacks|snacks for school|lunchbox snacks|lunch box snacks|snacks for the kids', 'individually wrapped snacks, fruit snacks, granola bars', 'snack|snacks|treats|food|juice|team|class|school|kids|practice'],
    ['office snacks|snacks for the office|break room|breakroom|snacks for work|snack drawer|desk snacks|snacks for my desk|snacks at work|office kitchen|team breakfast|office breakfast|bring treats to work|treats for coworkers|treats for the office', 'snack variety pack, individually wrapped snacks, coffee pods'],
    ['meal train|bring a meal|bringing a meal|bring them dinner|bringing them dinner|take them dinner|taking them a meal|drop off a meal|dropping off a meal|freezer meals|make meals for|cook for a family|family just had a baby|bereaved family|grieving family|funeral food', 'disposable aluminum pans, casserole dish with lid, freezer containers'],
    ['celiac|celiac disease|coeliac|gluten intolerant|gluten intolerance|can\'t eat gluten|cant eat gluten|can\'t have gluten|cant have gluten|allergic to gluten|gluten allergy|gluten sensitivity|diagnosed with celiac|went gluten free|gone gluten free|going gluten free', 'gluten free snacks, gluten free pasta, gluten free flour'],
    ['went vegan|gone vegan|just went vegan|became vegan|turned vegan|going vegan|new vegan|newly vegan|plant based now|went plant based|going plant based|stopped eating meat|quit eating meat|gave up meat|became vegetarian|went vegetarian|going vegetarian|new vegetarian', 'vegan cookbook, vegan protein powder, nutritional yeast'],
    ['started keto|starting keto|on keto|doing keto|went keto|keto diet|on a keto diet|low carb diet|on a low carb|cutting carbs|cutting out carbs|cutting out sugar|cut out sugar|quit sugar|giving up sugar|no sugar diet|sugar free diet|diabetic diet|prediabetic|pre diabetic|blood sugar is high', 'sugar free snacks, keto snacks, monk fruit sweetener'],
    ['lactose intolerant|lactose intolerance|can\'t have dairy|cant have dairy|can\'t do dairy|allergic to dairy|milk allergy|dairy allergy|allergic to milk|cut out dairy|quit dairy|no dairy diet', 'dairy free snacks, lactose free milk, oat milk'],
    ['nut allergy|nut allergies|peanut allergy|peanut allergies|allergic to nuts|allergic to peanuts|tree nut allergy|nut free school|nut free classroom|peanut free school|peanut free classroom|epipen|epi pen', 'nut free snacks, epipen case, allergy alert bracelet'],
    ['brunch|mimosas|mimosa bar|bloody mary|bloody marys|bottomless brunch|brunch party|boozy brunch', 'champagne flutes, waffle maker, serving platter', 'host|hosting|having|party|bar|at home|at my|for friends|for the girls|shower|birthday|easter|mother\'s day|mothers day'],
    ['wine and cheese|cheese night|cheese tasting|cheese and wine|wine and charcuterie|charcuterie night|cheese lover|loves cheese|cheese snob|cheese addict', 'cheese board, cheese knives, wine glasses'],
    ['camp cooking|cook at camp|cooking while camping|camp food|camp meals|camping meals|cook over the fire|cook over a fire|cook on the campfire|campfire cooking|cooking outdoors|cooking outside|campsite cooking|dutch oven cooking', 'camping stove, camping cookware, cast iron skillet'],
    ['backpacking meals|trail food|hiking snacks|snacks for the hike|snacks for hiking|trail snacks|snacks for the trail|fuel for hiking|energy on the trail|food for hiking|food for backpacking|lightweight food', 'trail mix, energy bars, freeze dried meals'],
    ['bake sale|cake walk|cookie exchange|cookie swap|christmas cookie swap|cookie party|bake for the school|baked goods for', 'cookie cutters, cupcake liners, cookie boxes'],
    ['sleepover snacks|slumber party snacks|snacks for a sleepover|sleepover food|pizza party|kids party food|birthday party food|birthday snacks|snacks for a birthday', 'party snacks, candy, juice boxes'],
    ['halloween candy|trick or treaters|trick or treater|candy for trick|hand out candy|handing out candy|candy to hand out|full size candy|candy bowl|trunk or treat', 'halloween candy, individually wrapped candy, candy bowl'],
    ['hangry|gets hangry|low blood sugar|blood sugar drops|gets shaky when hungry|shaky when hungry|need something to eat fast|snack in my bag|snack in my purse|emergency snacks|snacks in the car', 'protein bars, individually wrapped snacks, glucose tablets'],
    ['picky eater|picky eaters|won\'t eat|refuses to eat|throws food|throws his food|throws her food|throws his plate|throws her plate|dumps his plate|dumps her plate|dumps food|messy eater|food everywhere', 'suction plates, divided plates, toddler utensils', `${BABY}|son|daughter|kid|kids|child|boy|girl|year old|years old`, `${PET}|pet`],
    ['off the bottle|wean from the bottle|weaning from the bottle|wean off the bottle|transition from bottle|transition from the bottle|bottle to cup|first cup|open cup|drink from a cup|learning to drink|spills his cup|spills her cup|spills everything', 'sippy cups, straw cups, toddler cups', `${BABY}|son|daughter|kid|child|boy|girl`],
    ['smoothies every|smoothie every|protein shake every|shake after the gym|shakes after workouts|post workout shake|after my workout|after workouts|recovery drink|recovery shake', 'protein powder, shaker bottle, blender bottle'],
    ['hydrate more|stay hydrated|staying hydrated|water intake|hate plain water|hates plain water|plain water is boring|water is boring|don\'t like water|doesn\'t like water|flavor my water|flavored water', 'water enhancer, insulated water bottle, fruit infuser water bottle', undefined, `${CAT}|plant|plants|lawn|garden`],
    ['cut back on coffee|less caffeine|quit coffee|quitting coffee|cut caffeine|cutting caffeine|give up coffee|giving up coffee|decaf|no caffeine|caffeine free|coffee makes me jittery|coffee gives me jitters|coffee upsets my stomach', 'herbal tea, decaf coffee, matcha'],
    ['cut back on drinking|quit drinking|quitting drinking|stopped drinking|sober|sobriety|dry january|sober curious|mocktail|mocktails|not drinking alcohol|non alcoholic|alcohol free', 'non alcoholic beer, mocktail mixers, sparkling water'],
  ],

  // Life stages the first wave covers thinly: nights with a newborn, toddlers, new pets, moving, first homes, work
  // changes, growing up, losses.
  stages: [
    ['night feeds|night feed|night feedings|night feeding|middle of the night feeds|middle of the night feeding|3am feeds|3am feeding|2am feeds|2am feeding|midnight feedings|up all night with the baby|diaper changes at night|night diaper changes|changing diapers at night|nighttime diaper changes|night time diaper changes|changing him at night|changing her at night|middle of the night changes', 'zipper sleeper, sleeper gown, night light'],
    ['too many snaps|hate snaps|hates snaps|fumbling with snaps|snaps in the dark|buttons on onesies|onesie snaps|so many snaps|snaps never line up|snaps are annoying|snaps at 3am', 'zipper sleeper, zip up footie pajamas, sleeper gown', BABY],
    ['busts out of the swaddle|escapes the swaddle|escapes his swaddle|escapes her swaddle|gets out of the swaddle|gets out of his swaddle|gets out of her swaddle|arms out of the swaddle|houdini|transition out of swaddle|transition out of the swaddle|transitioning out of the swaddle|stop swaddling|rolling over|started rolling|starting to roll|rolls over|can roll', 'sleep sack, transition swaddle, wearable blanket', BABY],
    ['dark nursery|nursery is dark|see in the nursery|light for night feeds|light for feedings|light for the nursery|don\'t want to turn on the light|without turning on the light|without waking the baby|without waking him|without waking her', 'night light, dimmable night light, red night light', `${BABY}|nursery|feeds|feeding|feedings|diaper`],
    ['afraid of the dark|scared of the dark|scared at night|fear of the dark|monsters under the bed|monsters in the closet|needs a light on|sleeps with the light on|nightmares|bad dreams', 'night light, star projector, glow in the dark stars', `${BABY}|son|daughter|kid|kids|child|children|boy|girl|year old|years old|he|she`],
    ['room sharing|sleeps in our room|sleep in our room|sleeping in our room|bedside sleeper|co sleep|co sleeping|cosleep|cosleeping|next to our bed|next to my bed|in our bedroom', 'bassinet, bedside sleeper, baby monitor', BABY],
    ['having twins|expecting twins|pregnant with twins|twin babies|our twins|newborn twins|the twins|twins are|twins coming|twin boys|twin girls|boy girl twins|triplets', 'double stroller, twin nursing pillow, baby monitor', `${BABY}|pregnant|pregnancy|expecting|having|due|coming|born`, 'twin bed|twin size|twin xl|twin mattress|twin sheets'],
    ['bath time|bathtime|bathing the baby|bathe the baby|baby\'s first bath|first bath|baby hates baths|hates the bath|screams in the bath|cries in the bath|bath for the baby|baths for the baby', 'baby bathtub, hooded towel, baby wash', BABY],
    ['scratches his face|scratches her face|scratching his face|scratching her face|scratched his face|scratched her face|long nails|cut his nails|cut her nails|trim his nails|trim her nails|trim baby nails|baby nails|baby\'s nails|cutting baby nails|nails are sharp|sharp nails', 'baby nail clippers, scratch mittens, baby nail file', BABY, PET],
    ['winter|snow|freezing|cold weather|chilly|stroller walks in winter|cold outside|in the cold|bundle up|bundle him up|bundle her up|snowsuit', 'baby snowsuit, stroller footmuff, baby mittens', BABY, 'flying|flight|plane'],
    ['summer|sun|sunny|beach|pool|in the heat|hot weather|heatwave|heat wave|sunshine|outside in the sun', 'baby sun hat, stroller fan, baby sunscreen', BABY, 'flying|flight|plane|sunday|sun shade for the car'],
    ['back to work after maternity|returning to work|return to work|back to work after the baby|back to work after baby|back to work after having|maternity leave ends|maternity leave is ending|end of maternity leave|after maternity leave|going back to work|go back to work', 'breast pump bag, insulated cooler bag, hands free pumping bra', `${BABY}|maternity|breastfeeding|pumping|nursing|pump`],
    ['grandparents babysit|grandma babysits|grandma watches the baby|grandma watches him|grandma watches her|baby at grandma\'s|stays at grandma\'s|stays with grandma|sleeps at grandma\'s|overnight at grandma\'s|weekends at grandma\'s|stuff for grandma\'s house', 'pack n play, portable high chair, travel crib', `${BABY}|grandma|grandpa|grandparents|nana|papa`],
    ['loses his pacifier|loses her pacifier|pacifier falls|pacifier keeps falling|binky falls|drops his paci|drops her paci|drops the pacifier|pacifier on the floor|lost the pacifier|lost his pacifier|lost her pacifier|can\'t find the pacifier', 'pacifier clip, pacifiers, pacifier case'],
    ['jogging with the baby|jog with the baby|run with the baby|running with the baby|running with a stroller|run with a stroller|go running with baby|take the baby running|jog with baby|run with baby', 'jogging stroller, stroller organizer, running stroller'],
    ['wear the baby|babywearing|baby wearing|carry the baby|carry him around|carry her around|wants to be held|always wants to be held|won\'t be put down|contact naps|contact napping|hold him all day|hold her all day', 'baby carrier, baby wrap, ring sling', BABY],
    ['losing teeth|lost a tooth|lost his first tooth|lost her first tooth|first lost tooth|tooth fairy|loose tooth|wiggly tooth|tooth came out', 'tooth fairy pillow, tooth fairy box, tooth fairy gifts'],
    ['first period|got her first period|started her period|getting her period|first time getting her period|period starter|period kit|period talk|starting her period', 'period underwear for teens, teen pads, period kit'],
    ['going through puberty|hitting puberty|hit puberty|puberty hit|puberty', 'teen deodorant, body wash, face wash'],
    ['starting to smell|started to smell|tween smells|teen smells|teenager smells|body odor starting|armpits smell|pits smell|gets smelly|getting smelly', 'teen deodorant, body wash, face wash', 'son|daughter|kid|kids|child|boy|girl|year old|years old|tween|teen|teenager|he|she|him|her'],
    ['first bra|training bra|starting to develop|needs a bra|ready for a bra', 'training bra, bralette, girls sports bra', 'daughter|girl|year old|years old|tween|she|her|niece|granddaughter'],
    ['first shave|starting to shave|started shaving|wants to shave|peach fuzz|mustache coming in|moustache coming in|facial hair coming in|first razor|learn to shave|learning to shave|teach him to shave', 'electric shaver, teen razor, shaving cream'],
    ['locker|lockers|my locker|his locker|her locker|gym locker|school locker', 'locker shelf, combination lock, locker organizer', 'school|organize|organized|decorate|new|middle school|high school|shelf|lock|combination|messy|cute'],
    ['baptism|christening|baptized|baptised|first communion|first holy communion|baby dedication', 'baptism gift, cross necklace, keepsake box'],
    ['bar mitzvah|bat mitzvah|b\'nai mitzvah|bnai mitzvah', 'bar mitzvah gift, kippah, tallit bag'],
    ['graduate school|grad school|phd|ph d|law school|med school|medical school|nursing school|pharmacy school|vet school|dental school|mba program|masters program|master\'s program', 'laptop backpack, planner, desk lamp'],
    ['study abroad|studying abroad|semester abroad|year abroad|exchange student|exchange program|au pair|working holiday|teaching english abroad|teach english abroad|moving abroad|move abroad|moving overseas|move overseas', 'travel adapter, large suitcase, packing cubes'],
    ['basic training|boot camp for the|deployed|deployment|deploying|military care package|care package for a soldier|soldier overseas|my soldier|stationed overseas|stationed abroad|enlisted|joining the army|joining the military|joining the marines|joining the navy|joining the air force', 'moisture wicking socks, foot powder, letter writing set'],
    ['moving in together|move in together|moved in together|moving in with my boyfriend|moving in with my girlfriend|moving in with my partner|moving in with my fiance|moving in with her|moving in with him|combining households|merging households|our first place together|first apartment together|first home together', 'bedding set, cookware set, towel set'],
    ['eloping|elope|eloped|courthouse wedding|city hall wedding|getting married at the courthouse|getting married at city hall', 'white dress, wedding bands, bridal bouquet'],
    ['pregnancy announcement|announce the pregnancy|announcing the pregnancy|announce our pregnancy|announcing our pregnancy|tell the grandparents|telling the grandparents|tell my husband i\'m pregnant|tell my husband im pregnant|promoted to grandma|promoted to grandpa|big brother announcement|big sister announcement', 'pregnancy announcement, baby announcement sign, big brother shirt'],
    ['first grandchild|first grandbaby|becoming a grandma|becoming a grandpa|becoming grandparents|becoming a grandmother|becoming a grandfather|new grandma|new grandpa|new grandparents|going to be a grandma|going to be a grandpa|going to be grandparents|first time grandma|first time grandpa|first time grandparents|nana to be|grandma to be|grandpa to be', 'grandma gifts, grandpa mug, baby keepsake'],
    ['dog passed|dog died|cat died|cat passed|pet died|pet passed|pet passed away|put to sleep|put down|rainbow bridge|pet loss|lost our dog|lost our cat|lost my dog to|lost my cat to|losing our dog|losing our cat|our dog is dying|our cat is dying|my dog is dying|my cat is dying|said goodbye to our', 'pet memorial, pet urn, pet memorial frame', `${PET}|pet|pets|fur baby|rainbow bridge`, 'put down a deposit|put down money|put down the|put down roots'],
    ['new hamster|got a hamster|getting a hamster|adopted a hamster|first hamster|new gerbil|got a gerbil|getting a gerbil', 'hamster cage, hamster bedding, hamster wheel'],
    ['new bunny|got a bunny|getting a bunny|adopted a bunny|new rabbit|got a rabbit|getting a rabbit|adopted a rabbit|new guinea pig|got a guinea pig|getting a guinea pig|got guinea pigs|getting guinea pigs|adopted guinea pigs', 'rabbit cage, timothy hay, small animal bedding'],
    ['new bird|got a bird|getting a bird|got a parakeet|getting a parakeet|got a budgie|getting a budgie|got a cockatiel|getting a cockatiel|adopted a bird|new parakeet|new budgie|new cockatiel', 'bird cage, bird food, bird toys'],
    ['got a lizard|getting a lizard|got a gecko|getting a gecko|new gecko|got a bearded dragon|getting a bearded dragon|new bearded dragon|got a snake|getting a snake|new snake|got a turtle|getting a turtle|new turtle|got a tortoise|new tortoise', 'reptile terrarium, heat lamp, reptile substrate'],
    ['foster kittens|fostering kittens|foster kitten|bottle baby kittens|bottle feeding kittens|orphaned kittens|found kittens|found a kitten|stray kitten|found a stray', 'kitten formula, pet heating pad, kitten bottle'],
    ['foster dog|fostering dogs|fostering a dog|foster puppies|fostering puppies|foster puppy|found a stray dog|found a dog|stray dog', 'dog crate, slip lead, dog bed'],
    ['senior cat|old cat|older cat|cat is getting old|elderly cat|aging cat|cat is old|cat is 15|cat is 16|cat is 17|cat is 18|cat is 19|cat is 20', 'heated cat bed, pet stairs, senior cat food'],
    ['just moved|just moved in|finally moved in|moved in last week|moved in yesterday|moving in this weekend|move in day|move in this weekend|first night in the new|first night in our new|first week in the new|new place is empty|empty apartment|empty house|nothing in the new place', 'shower curtain, tool kit, trash can'],
    ['packing up|packing the kitchen|pack the kitchen|pack the dishes|pack dishes|packing dishes|packing fragile|fragile items|pack my tv|pack the tv|wrap the dishes|wrap dishes|moving fragile|pack glasses|packing glasses|pack the glasses|pack up the china|pack the china|pack mirrors|pack artwork', 'packing paper, bubble wrap, dish pack boxes'],
    ['heavy furniture|move furniture|moving furniture|move the couch|moving a couch|moving the couch|move a couch|moving a piano|move a dresser|moving a dresser|slide furniture|rearrange furniture|rearranging furniture|rearrange the living room|drag the couch', 'furniture sliders, moving straps, furniture dolly'],
    ['storage unit|putting things in storage|putting stuff in storage|storing my stuff|storing our stuff|store my furniture|store our furniture|stuff in storage|things in storage|between apartments', 'plastic storage bins, moving blankets, padlock'],
    ['downsizing|downsize|downsized|moving to a smaller|smaller apartment|smaller house|smaller place|moving into a condo|tiny home|less space now|half the space', 'vacuum storage bags, storage bins, space saving hangers'],
    ['first kitchen|stocking my kitchen|stock the kitchen|stock my kitchen|stocking the kitchen|kitchen basics|kitchen essentials|don\'t own any pots|no pots and pans|no pots or pans|own no pots|don\'t have any pots|empty kitchen|bare kitchen|need everything for the kitchen', 'cookware set, kitchen utensil set, knife set'],
    ['bathroom essentials|bathroom basics|stock the bathroom|stocking the bathroom|first bathroom|bathroom setup|set up the bathroom|setting up the bathroom', 'shower curtain, bath towels, bath mat'],
    ['sleeping on the floor|sleep on the floor|mattress on the floor|mattress is on the floor|no bed frame|no bedframe|bedroom basics|bedroom essentials|set up the bedroom|setting up the bedroom|first bedroom|first real bed|first grown up bed|grown up bedroom', 'bed frame, sheet set, comforter'],
    ['got promoted|promoted to|new manager|manager now|management role|first management|first time manager|made partner|corner office|leadership role|director now|vp now', 'leather portfolio, briefcase, engraved pen'],
    ['own office|my own office|office decor|decorate my office|decorate my cubicle|cubicle|my cubicle|cubicle decor|decorate my desk|desk decor|bland office|boring office|sad office|sad cubicle|boring cubicle', 'desk plant, picture frame, desk organizer'],
    ['new hobby|pick up a hobby|picking up a hobby|take up a hobby|taking up a hobby|looking for a hobby|needs a hobby|need a hobby|find a hobby|finding a hobby|learn something new|learning something new|try something new|something to do with his hands|something to do with her hands|keep busy in retirement|retirement hobby|hobby for retirement', 'craft kit, jigsaw puzzle, paint by numbers'],
    ['lonely|feeling lonely|feels lonely|isolated|all alone|lives by herself|lives by himself|widow|widower|lost her husband|lost his wife|recently widowed|misses her husband|misses his wife|grieving|grief|lost her mom|lost his mom|lost her dad|lost his dad|lost my mom|lost my dad|mom passed|dad passed', 'memorial gift, comfort blanket, journal', undefined, 'lost my mom\'s|lost my dad\'s|lost her mom\'s|lost his mom\'s'],
  ],

  // Homes and how they are lived in, past what the home department covers: echoes, neighbours, rentals, small rooms.
  living: [
    ['echo on calls|room echoes|echoey room|room is echoey|sound echoes|voice echoes|echo in my room|echo in the room|echoes a lot|so much echo|lot of echo|bad echo|echoey', 'acoustic panels, area rug, sound absorbing curtains', undefined, 'echo dot|echo show|alexa|amazon echo'],
    ['dark on zoom|look dark on zoom|dark on video calls|look dark on calls|backlit on calls|face is dark|window behind me|shadows on my face|bad lighting on calls|bad lighting for calls|lighting for zoom|lighting for video calls|lighting for calls|lighting for meetings', 'ring light, key light, desk lamp'],
    ['zoom background|messy background|background on calls|background for calls|background for zoom|my background|behind me on calls|unmade bed behind me|bed behind me|laundry behind me', 'room divider, backdrop, bookshelf', 'zoom|calls|call|video|meetings|meeting|camera|webcam|teams'],
    ['work from the couch|working from the couch|work from bed|working from bed|work in bed|laptop on the couch|laptop in bed|desk in my bedroom|home office in the bedroom|tiny home office|closet office|cloffice|no room for a desk|no space for a desk|kitchen table office|work at the kitchen table|working at the kitchen table|dining table desk', 'lap desk, laptop stand, compact desk'],
    ['noise complaint|noise complaints|neighbors complain|neighbours complain|complained about our footsteps|complain about our footsteps|complained about the noise|complain about the noise|neighbors downstairs|neighbours downstairs|downstairs neighbors|downstairs neighbor|downstairs neighbours|downstairs neighbour|neighbor below|neighbors below|hear us walking|hear our footsteps|footsteps are loud|stomping|we\'re too loud|kids run around|kids are loud upstairs|hardwood floors are loud', 'area rug, rug pad, furniture pads'],
    ['neighbor\'s dog|neighbors dog|neighbour\'s dog|dog next door|dogs next door|barking next door|neighbor\'s music|neighbors music|music next door|bass from next door|bass through the walls|party next door|parties next door|upstairs neighbors stomp|neighbors stomp|neighbors fight|roommate is loud|roommates are loud|garbage trucks|trains at night|sirens at night|city noise|street noise', 'ear plugs, white noise machine, sound machine'],
    ['dry throat|wake up with a dry throat|wake up with a sore throat|dry mouth at night|dry nose|nose is dry|nose bleeds|bloody nose|lips crack in winter|cracked lips in winter|skin cracks in winter|forced air heat|wood stove dries', 'humidifier, cool mist humidifier, warm mist humidifier', undefined, `${BABY}`],
    ['hair feels like straw|hair feels crunchy|hair feels like hay|hair is dull after|white crust|crusty faucet|crusty faucets|spots on my glasses|spots on the glasses|buildup on faucets|buildup on the faucet|mineral buildup|calcium buildup|calcium deposits|chalky|chalky water|well water|rusty water|orange stains in the toilet|rust stains in the toilet|iron in the water|sulfur smell|rotten egg smell', 'shower filter, water softener, limescale remover'],
    ['no pantry|tiny pantry|small pantry|no drawer space|no drawers|no cabinet space|cabinets are full|cabinets are packed|pots and pans everywhere|pots don\'t fit|no room for pots|no room for my pots|pans don\'t fit|lids don\'t fit|tupperware everywhere|containers everywhere|lids fall out', 'pot rack, lid organizer, pan organizer'],
    ['no room for a dish rack|no room for a drying rack|tiny sink|small sink|no counter for a dish rack|drying dishes|dry dishes|where to dry dishes|dishes drying everywhere|no dish rack', 'over the sink dish rack, roll up drying rack, collapsible dish rack'],
    ['appliances take up|too many appliances|no room for appliances|no room for a toaster|no room for a microwave|counter is cluttered|counters are cluttered|counters are covered|counter is covered|small counter|tiny counter|tiny counters|small counters|no counters', 'microwave shelf, over the sink cutting board, rolling kitchen cart'],
    ['fridge is packed|fridge is a mess|messy fridge|can\'t find anything in the fridge|food goes bad in the fridge|forget food in the fridge|food spoils|produce goes bad|produce spoils|veggies go bad|vegetables go bad|lettuce goes bad|berries go bad|berries mold|herbs wilt|herbs go bad|fruit goes bad', 'fridge organizer bins, produce saver containers, food storage containers'],
    ['freezer is a mess|freezer burn|freezer is packed|freezer is full|chest freezer|deep freezer|can\'t find anything in the freezer|buy in bulk|buying in bulk|costco haul|costco runs|bulk meat|half a cow|quarter cow|side of beef', 'vacuum sealer, freezer bags, freezer organizer bins'],
    ['no dining table|no room for a table|eat on the couch|eat in front of the tv|eating on the couch|eat on the floor|eating on the floor|nowhere to eat|no dining room|tiny dining area|small dining area|dining nook|breakfast nook', 'folding table, tv trays, drop leaf table'],
    ['no washer|no washer dryer|no washing machine|wash clothes by hand|hand washing clothes|handwash my clothes|laundromat is far|laundry is far|no laundry in my building|no laundry in the building|coin laundry|laundry room in the basement|carry laundry', 'portable washing machine, drying rack, laundry bag with straps'],
    ['no yard|no backyard|apartment balcony|tiny balcony|small balcony|small patio|tiny patio|balcony only|just a balcony|only a balcony|small deck|tiny deck|rooftop|fire escape', 'balcony furniture, railing planters, outdoor folding chairs'],
    ['shared bathroom|share a bathroom|sharing a bathroom|communal bathroom|communal showers|hall bathroom|gym showers|shower at the gym|shower at work|shared showers|dorm bathroom|dorm showers', 'shower caddy, shower shoes, bath robe'],
    ['can\'t paint|cant paint|not allowed to paint|ugly rental|rental is ugly|ugly carpet|carpet is ugly|ugly floors|floors are ugly|hide the carpet|cover the carpet|cover the floor|ugly backsplash|backsplash is ugly|ugly kitchen|ugly cabinets|cabinets are ugly|landlord won\'t let|landlord doesn\'t allow|not allowed to drill|can\'t drill|cant drill|no drilling|lease says', 'peel and stick wallpaper, area rug, peel and stick backsplash'],
    ['ugly couch|couch is ugly|hide my couch|cover my couch|cover the couch|old couch|hand me down couch|couch is old|couch is stained|stained couch|couch is faded|faded couch', 'couch cover, throw blanket, throw pillows'],
    ['room looks boring|room is boring|bedroom is boring|bedroom looks boring|room looks bare|room feels empty|room is bland|refresh my room|refresh my bedroom|redo my room|redo my bedroom|room makeover|bedroom makeover|update my bedroom|update my room|room feels cold|looks like a dorm|looks like a college|make it feel like home|feel like home|feel cozy|feel cozier|make it cozy|make it cozier', 'throw pillows, wall art, area rug'],
    ['mirror fogs|mirror fogs up|fogged mirror|foggy mirror|steamy bathroom|bathroom is steamy|no bathroom fan|bathroom has no window|bathroom has no fan|bathroom fan is broken|peeling paint in the bathroom|paint peeling in the bathroom', 'anti fog mirror, bathroom dehumidifier, mold resistant shower curtain'],
    ['bathroom is tiny|small bathroom|tiny bathroom|no storage in the bathroom|no bathroom storage|no medicine cabinet|no vanity|pedestal sink|no cabinet under the sink|nowhere to put toiletries|toiletries everywhere|products everywhere in the bathroom', 'over the toilet storage, bathroom shelf, shower caddy'],
    ['no entryway|shoes everywhere|shoes pile up|pile of shoes|shoes by the door|shoe pile|shoes in the hallway|trip over shoes|tripping over shoes|shoes all over|coats everywhere|no coat closet|jackets pile up|coats pile up|backpacks everywhere|bags everywhere by the door', 'shoe rack, entryway bench, wall hooks'],
    ['mail piles up|mail everywhere|paper clutter|bills everywhere|paperwork piles|papers everywhere|piles of paper|important papers|important documents|lose important papers|birth certificates|passports and documents', 'mail organizer, file box, fireproof document bag'],
    ['toys everywhere|toy clutter|too many toys|toys all over|toys all over the house|toys in every room|living room full of toys|toys take over|legos everywhere|lego everywhere|step on legos|stepping on legos|stuffed animals everywhere|too many stuffed animals|stuffies everywhere', 'toy storage, toy organizer, stuffed animal storage'],
    ['books everywhere|too many books|books piled|books piling up|piles of books|stacks of books|no bookshelf|no bookcase|books on the floor|books in boxes', 'bookshelf, bookcase, bookends'],
    ['bikes in the garage|bikes everywhere|store my bike|store the bikes|bike storage|bike in my apartment|bike in the apartment|bike in the hallway|bikes in the hallway|bike takes up|nowhere to put my bike|where to keep my bike', 'bike wall mount, bike rack, bike hook'],
    ['purses everywhere|handbags everywhere|too many purses|too many handbags|bags everywhere|hats everywhere|too many hats|caps everywhere|scarves everywhere|belts everywhere|ties everywhere|too many ties', 'purse organizer, hat rack, over the door organizer'],
    ['makeup everywhere|too much makeup|makeup clutter|messy vanity|vanity is a mess|makeup is a mess|skincare everywhere|products everywhere|nail polish everywhere|hair tools everywhere|hot tools everywhere|curling iron everywhere|hair dryer everywhere', 'makeup organizer, hair tool organizer, vanity organizer'],
    ['towels on the floor|nowhere to hang towels|no towel bar|no place to hang towels|nowhere to hang my towel|wet towels|towels never dry|towels don\'t dry|no hooks in the bathroom|robe on the floor', 'towel rack, over the door towel hooks, towel bar'],
    ['lots of leftovers|too many leftovers|leftovers go bad|store leftovers|storing leftovers|pack leftovers|leftovers for lunch|meal prep sundays|lunches for the week|cook once a week|batch cook|batch cooking', 'food storage containers, glass meal prep containers, freezer containers'],
    ['lunch gets soggy|sandwich gets soggy|soggy sandwich|soggy sandwiches|salad gets soggy|soggy salad|lunch leaks|soup leaks|lunch spills|yogurt leaks|food mixes together|foods touch|doesn\'t like foods touching|hates foods touching', 'bento box, salad container, leak proof food containers'],
    ['plants die when i travel|plants die on vacation|water my plants while|water the plants while|plants while i\'m away|plants while im away|plants while we\'re away|forget to water|forget to water my plants|overwater|overwatering|underwater my plants', 'self watering planter, plant watering globes, moisture meter'],
    ['no sun|no sunlight|low light apartment|low light|north facing|basement apartment|no south window|dark apartment plants|plants need more light|not enough light for', 'grow light, led grow light, low light plants', 'plant|plants|herbs|grow|growing|succulents|garden|seedlings'],
    ['seedlings|start seeds|starting seeds|seed starting|grow from seed|growing from seed|seeds indoors|start my garden indoors|starting my garden', 'seed starter kit, seedling heat mat, grow light'],
    ['tomatoes|tomato plants|peppers|cucumbers|zucchini|squash plants|pole beans|climbing plants|vines|vining', 'tomato cages, plant stakes, garden trellis', 'grow|growing|plant|planting|garden|flop|falling over|support|climb|climbing|staking|cage|trellis'],
    ['hard soil|clay soil|rocky soil|soil is bad|bad soil|soil is hard|nothing grows|nothing will grow|grass won\'t grow|bare spots|bald spots in the lawn|patchy lawn|patchy grass|brown spots on the lawn|dog spots on the lawn', 'grass seed, lawn fertilizer, garden soil'],
    ['watering the garden|water the garden|watering the lawn|water the lawn|hand watering|hauling the hose|drag the hose|dragging the hose|hose is heavy|hose is too short|hose doesn\'t reach|water the plants outside|watering the yard', 'expandable garden hose, hose reel, sprinkler'],
    ['birds eat my|birds eating my|squirrels eat my|squirrels eating my|squirrels steal|squirrels raid|squirrels get into|deer eat my|deer eating my|rabbits eat my|rabbits eating my|groundhog|gophers|voles|chipmunks', 'bird netting, squirrel proof bird feeder, animal repellent'],
  ],

  // Getting around: long flights, commuting, travel troubles.
  travel: [
    ['long flight|long flights|overnight flight|overnight flights|transatlantic|transpacific|international flight|long haul flight|hour flight|hours on a plane|hours on the plane|flight to australia|flight to asia|flight to japan|flight to europe|flying to australia|flying to asia|flying to japan', 'travel pillow, compression socks, sleep mask', undefined, `${BABY}`],
    ['afraid of flying|fear of flying|scared of flying|nervous flyer|anxious flyer|flying anxiety|flight anxiety|hates flying|hate flying|turbulence', 'noise cancelling headphones, travel pillow, stress ball'],
    ['ears pop|ears popping|ear pain on flights|ear pain when flying|ears hurt on planes|ears hurt on the plane|ears hurt when flying|airplane ears|ear pressure|ears plug up|ears clog', 'pressure regulating ear plugs, ear plugs, chewing gum'],
    ['jet lag|jetlag|jet lagged', 'sleep mask, melatonin, travel pillow'],
    ['hostel|hostels|staying in hostels|hostel hopping|dorm room hostel|shared dorm', 'padlock, quick dry towel, sleep mask'],
    ['backpacking southeast asia|backpacking through|backpacking around|gap year|backpacking europe|backpacking asia|backpacking south america|interrail|eurail|round the world trip|around the world trip|trip around the world|digital nomad|nomad', 'travel backpack, packing cubes, money belt'],
    ['pickpockets|pick pockets|pickpocketing|pick pocketing|pickpocketed|pick pocketed|scared of theft|worried about theft|theft abroad|crowded cities|tourist traps|get robbed|getting robbed|bag snatching|purse snatchers', 'anti theft backpack, money belt, rfid wallet'],
    ['overweight bag|bag is overweight|bags are overweight|suitcase is overweight|weigh my luggage|weigh my bag|weigh my suitcase|weigh luggage at home', 'luggage scale, carry on luggage, lightweight suitcase'],
    ['all suitcases look the same|suitcases look the same|black suitcase|black suitcases|took the wrong bag|grabbed the wrong suitcase|find my bag on the carousel|spot my bag|spot my suitcase|bag looks like everyone', 'luggage tags, luggage straps, colorful luggage'],
    ['clothes get wrinkled|clothes wrinkled in the suitcase|suits get wrinkled|dress gets wrinkled|shirts get wrinkled|arrive wrinkled|wrinkles in my suitcase|wrinkled when i unpack', 'garment bag, travel steamer, packing folder'],
    ['always overpack|overpacking|over packing|overpack|can\'t fit everything|suitcase won\'t close|suitcase won\'t zip|can\'t close my suitcase|too much stuff to pack|pack light|packing light|pack lighter|one bag only|personal item only|only a personal item', 'packing cubes, compression packing cubes, vacuum travel bags'],
    ['toiletries leak|toiletries leaked|shampoo leaked|shampoo leaks|liquids leak|leaked in my suitcase|leaked in my bag|3 oz|3.4 oz|tsa liquids|liquids rule|tsa approved|travel size|travel sizes|quart bag|quart size bag', 'travel bottles, toiletry bag, clear toiletry bag'],
    ['outlets are different|different outlets|won\'t fit the outlets|charge my phone abroad|charge my laptop abroad|charge abroad|hair dryer abroad|hair tools abroad', 'travel adapter, universal travel adapter, voltage converter'],
    ['phone dies while traveling|phone dies on trips|phone dies at the airport|no outlets at the airport|fighting for outlets|outlets at the gate|long layover|layovers|airport all day|stuck at the airport', 'power bank, portable charger, travel pillow'],
    ['sleep on the plane|sleep on planes|sleep on a plane|can\'t sleep on planes|can\'t sleep on the plane|sleep on the bus|sleep on the train|sleep in the car|nap on the plane|sleep on the flight|sleep in the airport', 'travel pillow, sleep mask, noise cancelling headphones'],
    ['road trip with the dog|traveling with the dog|travel with my dog|travel with the dog|flying with my dog|flying with the dog|fly with my dog|fly with the dog|flying with my cat|flying with the cat|fly with my cat|travel with my cat|traveling with my cat|traveling with the cat|dog on the plane|cat on the plane|pet friendly hotel', 'airline approved pet carrier, collapsible dog bowl, pet travel bag'],
    ['rain|raining|rainy|wet|downpour|showers|arrive soaked|get soaked|sweaty|sweat|arrive sweaty', 'waterproof panniers, bike fenders, rain jacket', 'bike to work|biking to work|bike commute|commute by bike|commuting by bike|cycle to work|cycling to work|ride my bike to work|ride to work|bike commuting|ride in|bike in'],
    ['carry my laptop on my bike|carry stuff on my bike|carry things on my bike|bike bag|bike bags|panniers|bike basket|groceries on my bike|groceries by bike|shopping by bike|carry groceries on my bike|backpack on my bike|back gets sweaty on my bike', 'bike panniers, bike rack, bike basket'],
    ['walk to work|walking to work|walk to the office|walking commute|walk to school|walking to school|walk everywhere|walking everywhere|no car|don\'t have a car|dont have a car|don\'t drive|dont drive|car free|car-free|walk to the store|walk to the grocery store|walk to the train', 'comfortable walking shoes, backpack, foldable shopping cart'],
    ['train commute|subway commute|bus commute|take the train to work|take the subway|ride the subway|ride the bus to work|take the bus to work|public transit|public transportation|commute by train|commute by bus|commute on the train|commute on the bus|on the train every day|on the subway every day|metro to work', 'noise cancelling headphones, backpack, kindle'],
    ['motion sick on the bus|carsick in the back|gets carsick|car sick kid|kids get carsick|sick on long drives|sick on road trips|throws up in the car|vomits in the car|pukes in the car', 'motion sickness bands, car sick bags, ginger chews'],
    ['kids fight in the car|kids fight on road trips|bored in the car|long car rides with kids|car rides with kids|car ride with the kids|kids in the back seat|entertain the kids in the car|screen in the car|tablet in the car|ipad in the car', 'headrest tablet holder, car seat organizer, travel activity kit'],
    ['camping in my car|sleep in my car|sleeping in my car|sleep in the back of my|truck bed camping|sleep in the truck|camp in the suv|sleep in my suv|sleep in my van|van life|vanlife', 'car air mattress, window shades, camping lantern'],
  ],

  // Third wave. Games at the table: role-playing campaigns, party and card games, trading cards, building sets,
  // remote-control cars and arcade toys.
  games: [
    ['fantasy campaign|tabletop campaign|rpg campaign|roleplaying game|role playing game|tabletop rpg group|roll initiative|character sheets|session zero|player\'s handbook|players handbook|monster manual|dungeon master\'s guide|dm guide|=dming|new dungeon master|first time dm|first time dungeon master', 'dungeons dragons books, dnd dice set, dungeon master screen'],
    ['campaign|campaigns|one shot|one shots', 'dungeons dragons books, dnd dice set, dungeon master screen', 'dice|dungeon|dungeons|dragons|players|character|characters|rulebook|rulebooks|adventurers|adventure|quest|quests|wizards|fantasy|goblins|tabletop', 'marketing|political|election|ads|email|fundraising|kickstarter|video game|call of duty|halo'],
    ['only has dice|just has dice|only have dice|only a bag of dice|just a bag of dice|bag of dice|box of dice|dice and nothing else|no rulebooks|no rule books|no rulebook|borrowed rulebook|borrowed rulebooks|borrowing the rulebook|borrowing rulebooks|borrows the rulebook|pdf of the rules|printed rules', 'dungeons dragons books, dungeons dragons core rulebooks, players handbook', 'campaign|campaigns|dungeon|dragons|rpg|game|games|players|session|sessions|group|fantasy|dm'],
    ['adult game night|adults game night|game night for adults|games for adults|game for adults|party game for adults|party games for adults|adult party game|drinking game|drinking games|icebreaker game|ice breaker game|icebreaker games|games for a big group|game for a big group|game for a group|games for a group|group game|group games|game for a crowd|games for a crowd|game for 8 people|game for 10 people|games for lots of people|laugh until we cry|inappropriate game|raunchy game|dirty game|naughty game', 'adult party game, card game, party game'],
    ['know all the cards|know every card|know the cards by heart|know all the answers by heart|heard all the cards|seen all the cards|seen every card|cards are getting old|same cards every time|same cards over and over|cards get repetitive|getting repetitive|gotten repetitive|gotten stale|getting stale|game got old|game is getting old|played it to death|played it so much|played it a million times|played it a hundred times|memorized all the cards|memorized the cards|memorized every card|know it by heart|knows it by heart|know them by heart|know it word for word|everyone knows it', 'card game expansion, party game expansion, expansion pack', 'game|games|cards|card|deck|party|play|played|playing|plays'],
    ['magic the gathering|mtg|commander deck|commander decks|edh|yugioh|yu gi oh|yu-gi-oh|trading card game|tcg|lorcana|friday night magic|=fnm|pokemon tcg|deck building|deckbuilding|card tournament|card tournaments|locals at the card shop', 'deck box, card sleeves, card game case', FAN],
    ['protect my cards|protect his cards|protect her cards|protect the cards|keep the cards nice|cards are getting worn|cards get worn|cards are worn|sleeve my cards|sleeve his deck|sleeve my deck|sleeve the deck|double sleeve|cards get sticky|cards get dirty|spilled on the cards', 'card sleeves, game sleeves, deck box', 'deck|decks|collection|collects|collector|pokemon|magic|mtg|yugioh|trading|tcg|baseball cards|sports cards|binder|commander', 'credit|debit|wallet|rfid|bank|license|id'],
    ['cards everywhere|cards all over|cards in rubber bands|rubber bands around|box for all the cards|all the expansions|expansions don\'t fit|doesn\'t fit in the box|don\'t fit in the box|won\'t fit in the box|cards don\'t fit|box is falling apart|box fell apart|original box ripped|box ripped', 'card game case, card storage box, deck box', 'card|cards|deck|decks|game|games|expansion|expansions|packs'],
    ['family card game|game for the kids|games for the kids|games for kids|game for kids|kid friendly game|kid-friendly game|games to play with my kids|game to play with my kids|games to play with the kids|play with the grandkids|games with the grandkids|game with the grandkids|family friendly game|games the whole family|game the whole family|game for all ages|games for all ages|game for 8 year olds|game for 10 year olds|games for tweens|games for teens', 'family card game, kids card game, family board game'],
    ['game for two|games for two|two player game|two player games|2 player game|2 player games|games for couples|game for couples|couples game|date night game|date night games|date night in|game to play with my husband|game to play with my wife|game to play with my boyfriend|game to play with my girlfriend', 'board game, card game, 2 player board game'],
    ['strategy game|strategy games|eurogame|euro games|gateway game|gateway games|train game|ticket to ride|catan|settlers of catan|worker placement|deck builder', 'board game, family board game, strategy board game'],
    ['loves building|likes building|loves to build|likes to build|always building|builds all day|master builder|little builder|likes to make things with|loves bricks|building bricks|brick sets|brick builder|afol|adult fan of lego', 'lego set, building set, lego building kit', `${KID}|adult|husband|wife|boyfriend|girlfriend|dad|mom|brother|sister|he|she|gift|birthday|christmas`],
    ['amusement park|carnival|roller coaster|ferris wheel|fairground|theme park fan|loves rides', 'lego amusement park set, lego building set, building set', 'lego|legos|bricks|building|build|set|sets'],
    ['loves fast cars|likes fast cars|obsessed with fast cars|into fast cars|loves speed|need for speed|loves racing|race cars|racecars|racing cars|drifting|drift cars|off roading|off road|offroad|rock crawling|jumps and stunts|stunt cars|stunts', 'rc truck, remote control car, rc car', `${KID}|gift|birthday|christmas|toy|toys|remote|rc|hobby`, 'tires|tire|jeep|truck bed|suv|lift kit|my truck|my jeep|his truck|her truck'],
    ['hobby grade|brushless|rc hobby|rc crawler|rc crawlers|rc racing|rc bashing|bashing|bash park|rc track|1 10 scale|1:10 scale|1 18 scale|1:18 scale|hobby rc|rc basher', 'hobby grade rc car, rc crawler car, remote control car'],
    ['arcade|arcades|claw game|claw games|crane game|crane games|prize machine|prize machines|loves claw|claw machines at|grabs prizes|win prizes|winning prizes|chuck e cheese|dave and busters|dave & busters', 'claw machine, mini claw machine, arcade game', `${KID}|gift|birthday|christmas|party|at home|for home|game room`],
  ],

  // Gear for making sound: DJs at gigs, home recording, singing, guitars, listening without a phone.
  studio: [
    ['dj gig|dj gigs|djing a|dj a wedding|dj the wedding|dj at a wedding|dj at weddings|dj the party|dj a party|dj parties|mobile dj|wedding dj|party dj|djs weddings|djs parties|djs events|dj set|dj sets|dj booth|gigging dj|playing out|spin at|spinning at|spin records at|spin at a bar|spins at a bar|residency at|club gig|bar gig', 'dj stand, dj controller, dj case'],
    ['hunched over|bent over|bending over|leaning over|too low|table is too low|low table|folding table|back hurts|back aches|back is killing|neck hurts|neck aches|bad posture|posture is terrible', 'dj stand, laptop stand, dj laptop stand', DJ],
    ['carry my controller|carry the controller|transport my controller|protect my controller|controller gets banged|gear gets banged|gear to gigs|gear to the gig|haul my gear|hauling gear|carry my gear|protect my gear|road case|flight case|gear in the car|gear in my car|controller in my car|load in|load out', 'dj case, dj flight case, dj stand', DJ],
    ['learn to dj|learning to dj|learning how to dj|start djing|started djing|beginner dj|first dj|get into djing|getting into djing|wants to dj|wants to be a dj|dj lessons|mix music|mixing music|mix songs|mixing songs|beatmatching|beatmatch|scratching records|bedroom dj', 'dj controller, 2 channel dj controller, headphones'],
    ['home studio|recording studio|record vocals|recording vocals|record my vocals|record my voice|recording my voice|record songs|recording songs|record my songs|record music at home|record covers|sing covers|singing covers|voice over|voiceover|voice overs|voiceovers|voice acting|voice actor|narrate audiobooks|narrating audiobooks|audiobook narrator|asmr|record myself singing|demo tape|demos at home', 'condenser microphone, usb microphone, microphone stand'],
    ['audio quality|sound quality|my audio|the audio|audio sounds|sound is bad|sound is terrible|sound is tinny|sounds tinny|sounds echoey|sounds muffled|hear the room|hard to hear me', 'usb microphone, mini microphone, lavalier microphone', 'video|videos|youtube|recording|record|vlog|vlogs|tiktok|reels|lectures|tutorials|filming|film|interviews|content|channel', 'headphones|earbuds|speaker|speakers|tv|soundbar|car|music sounds'],
    ['teach a class|teach fitness|fitness instructor|spin instructor|zumba instructor|yoga instructor|aerobics instructor|tour guide|lead tours|speak to a crowd|speaking to a crowd|speak to large groups|talk to large groups|voice gets tired|lose my voice|losing my voice|voice is hoarse|voice gets hoarse|strain my voice|straining my voice|can\'t be heard|can\'t hear me in the back|project my voice|loud classroom|noisy classroom|classroom is loud|teaching voice|yell over', 'wireless microphone, voice amplifier, headset microphone'],
    ['karaoke night|karaoke party|karaoke at home|sing along|singalong|sing-along|kids love to sing|loves to sing|loves singing|always singing|sings all day|sings constantly|singing all the time|wants to be a singer|future pop star', 'karaoke microphone, wireless microphone, mini microphone'],
    ['beginner guitar|first guitar|wants to learn guitar|want to learn guitar|wants to play guitar|want to play guitar|start playing guitar|starting guitar|learn to play guitar|learning to play guitar|guitar lessons|teach himself guitar|teach herself guitar|teach myself guitar|self taught guitar|pick up the guitar|picking up guitar|play guitar like', 'beginner acoustic guitar, acoustic guitar starter kit, gig bag'],
    ['broke a string|string broke|strings broke|string snapped|snapped a string|strings snapped|strings sound dead|strings are dead|strings sound dull|strings are rusty|rusty strings|change my strings|change the strings|changing strings|restring|re string|restringing|strings hurt my fingers|strings are old|old strings', 'guitar strings, acoustic guitar strings, guitar picks', 'guitar|guitars|acoustic|electric|bass|ukulele|play|plays|playing'],
    ['carry my guitar|carry his guitar|carry her guitar|take my guitar to|take his guitar to|guitar to lessons|guitar to school|guitar to church|guitar on the bus|guitar on the subway|guitar on my bike|protect my guitar|protect the guitar|guitar gets banged|guitar got scratched|guitar got dinged|no case for|guitar has no case|guitar without a case', 'gig bag, guitar gig bag, guitar case'],
    ['out of tune|won\'t stay in tune|doesn\'t stay in tune|goes out of tune|keeps going out of tune|tune my guitar|tune the guitar|tuning by ear|tune by ear|can\'t tune|sounds off key', 'guitar tuner, digital tuner, guitar strings', 'guitar|guitars|acoustic|ukulele|bass|strings|string|play|playing'],
    ['music without my phone|music without a phone|listen to music without|no smartphone|doesn\'t have a phone|too young for a phone|not ready for a phone|no phone yet|without giving him a phone|without giving her a phone|leave my phone at home|gym without my phone|run without my phone|workout without my phone|phone free|phone-free|no screens music|screen free music|offline music|music offline|no wifi at|no signal at', 'mp3 player, bluetooth mp3 player, portable music player'],
    ['old cds|my cds|our cds|cd collection|play cds|play my cds|listen to cds|listen to my cds|stack of cds|box of cds|cds from the|burned cds|audiobooks on cd|books on cd|church cds|sermon cds', 'cd player, portable cd player, boombox'],
    ['cut the cord|cutting the cord|cord cutting|cord cutter|cancel cable|cancelled cable|canceled cable|cancelling cable|canceling cable|ditch cable|ditching cable|drop cable|dropping cable|dropped cable|get rid of cable|without cable|no cable|no cable box|cable bill|cable is too expensive|cable is expensive|stream instead of cable|streaming instead of cable|cast from my phone|cast to the tv|mirror my phone to the tv|youtube on the tv|youtube on the big screen|stream on the tv|stream to the tv', 'streaming media player, fire tv stick, streaming device'],
    ['fire stick remote|firestick remote|fire tv remote|roku remote|chromecast remote|streaming remote|alexa remote|voice remote', 'alexa voice remote, remote cover, fire tv stick', 'lost|lose|losing|broke|broken|stopped|chewed|missing|doesn\'t work|not working|won\'t work|cracked|dropped|replacement|spare|extra|new'],
    ['airpods are scratched|airpods case is scratched|airpods get scratched|airpods got scratched|dropped my airpods|airpods slip|airpods fall out of my pocket|lose my airpods|losing my airpods|lost my airpods case|lose the case|airpods case is dirty|airpods case is gross|airpods keep falling|case keeps falling|clip my airpods|airpods on my keys|airpods on my bag', 'airpods case cover, protective airpods case, airpods case keychain'],
    ['listen to music while running|music while i run|music while running|music at the gym|podcasts at the gym|podcasts while i run|music while i work out|music while working out|music on my runs|listen on my runs|listen while i run|listen at the gym|earbuds for the gym|earbuds for running|earbuds for working out', 'wireless earbuds, sport earbuds, bluetooth earbuds'],
  ],

  // Making things: printing shirts, leather, resin and beads, 3D printing, woodworking and metal cutting, repairs small
  // and large, walls and plumbing.
  making: [
    ['screen print|screen printing|silk screen|silkscreen|print my own merch|print band merch|printing band merch|print our own merch|print my own shirts|printing my own shirts|print our own shirts|make my own shirts|making my own shirts|make our own shirts|making our own shirts|print t shirts|printing t shirts|print tees|printing tees|print hoodies|printing hoodies|print tote bags|merch for my band|make band merch|making band merch|make merch|making merch|start a t shirt business|t shirt business|shirt business|start a clothing line|starting a clothing line|clothing brand', 'screen printing kit, screen printing frames, screen printing emulsion'],
    ['burn a screen|burning screens|burn screens|coat the screen|coating screens|coat screens|exposure unit|reclaim screens|reclaiming screens|reclaim my screens|emulsion won\'t wash out|image won\'t wash out|design won\'t wash out|stencil won\'t wash out|pinholes in the screen|screens are ruined', 'screen printing emulsion, emulsion remover, scoop coater'],
    ['leather work|leatherwork|leather working|leatherworking|leather craft|leathercraft|tooling leather|leather tooling|make a leather|making a leather|make leather|making leather|make belts|making belts|make a belt|making a belt|make dog collars|making dog collars|make a dog collar|make keychains|making keychains|make a strap|making a strap|make guitar straps|make a guitar strap|make a knife sheath|knife sheath|make a sheath', 'leather strips, leather strap, leather cord'],
    ['relace|relacing|re lace|re-lace|glove laces|mitt laces|glove lace|lace broke on my glove|lace broke on his glove|laces on his glove|laces on my glove|laces on her glove|baseball glove laces|softball glove laces|mitt is falling apart|glove is falling apart', 'leather laces, leather strips, leather strap', 'glove|gloves|mitt|mitts|baseball|softball|catcher'],
    ['braiding|braided bracelets|leather bracelets|leather bracelet|wrap bracelets|wrap bracelet|bolo tie|lanyards|lanyard weaving|choker|chokers|necklace cord|cord for necklaces|cord for pendants|string for pendants', 'leather cord, leather braiding cord, leather strips', 'make|making|diy|craft|crafts|crafting|leather', 'hair|braids'],
    ['3d printing|3d print|3d printed|3d printer|print miniatures|print my own miniatures|print minis|print cosplay props|make my own parts|print replacement parts|printing parts|print parts|maker space|makerspace|tinkerer|tinkering|tinkers', '3d printer, 3d printer filament, rotary tool', undefined, 'photo|photos|paper|ink|document|documents'],
    ['resaw|resawing|cut curves|cutting curves|cut curves in wood|bandsaw box|bandsaw boxes|cut tenons|cut veneer|cutting veneer|cut logs into|rip thick boards|cut thick wood', 'band saw, bandsaw, band saw blades'],
    ['cut metal|cutting metal|cut steel|cutting steel|cut pipe|cutting pipe|cut conduit|cutting conduit|cut unistrut|cut strut|cut threaded rod|cutting threaded rod|cut rebar|cutting rebar|cut angle iron|cut square tubing|cut tubing|metal fabrication|fabrication shop|fab shop|weld|welding|welder|fabricating|fabricator|cut bolts|cut off bolts|cut a chain|cut chain', 'metal cutting band saw, portable band saw, band saw blades', undefined, 'hair|cake|fabric|paper|vinyl|cut costs|cut back'],
    ['flatten boards|plane boards|planing boards|plane down|shave down|shaving down|rough lumber|rough sawn|rough-sawn|reclaimed wood|reclaimed lumber|barn wood|barnwood|old barn boards|door is too tall|trim a door|trim the door|shave a door|shave the door|door drags on the carpet|door rubs the carpet|new carpet and the door', 'planer, handheld planer, planer blades'],
    ['sand furniture|sanding furniture|refinish|refinishing|strip paint|stripping paint|sanding|sand the deck|sand down|sand it down|smooth the wood|refinish a dresser|refinish a table|refinishing a dresser|refinishing a table|flip furniture|furniture flipping|furniture flip|thrift store dresser|old dresser|paint a dresser|painting a dresser|chalk paint', 'random orbit sander, sander, belt sander', undefined, 'nails|nail|skin|feet|heels|callus'],
    ['engrave glass|engraving tool|diy engraving|engrave my own|etch glass|etching glass|carve pumpkins|pumpkin carving|wood carving|carve wood|carving wood|carve small|polish metal|polishing metal|rust off small|remove rust from|sharpen a mower blade|sharpen the mower blade|sharpen lawn mower blade|cut small pieces|detail work|cut plastic|cut small holes|grind down', 'rotary tool, rotary tool kit, rotary tool accessories', undefined, 'dog|dogs|cat|cats|nails|teeth|face|skin'],
    ['cut a hole in drywall|cut drywall|cutting drywall|flush cut|cut through nails|undercut|undercut the door jamb|undercut the jamb|undercut door casing|cut in place|cutting in place|remove grout|removing grout|grout removal|cut outlet holes|cut out for an outlet|cut baseboard|cutting baseboard|cut flooring in place|cut pvc in place|plunge cut', 'oscillating tool, oscillating tool blades, multi tool blades'],
    ['hang cabinets|hanging cabinets|build a deck|building a deck|frame a wall|framing a wall|framing walls|build a fence|building a fence|drive lag screws|lag screws|lag bolts|build a shed|building a shed|building a playset|build a playset|build a treehouse|building a treehouse|build a pergola|building a pergola|build raised beds|building raised beds|assemble furniture|assembling furniture|ikea furniture|flat pack|flatpack|put together furniture|putting together furniture|drill and driver|screws take forever|arm gets tired driving screws', 'drill combo kit, cordless drill, impact driver kit'],
    ['lug nuts|rusted bolts|seized bolts|suspension work|work on my car|working on my car|wrench on my car|wrenching on|fix my own car|diy car repair|car repairs myself|own car repairs|auto shop class|automotive program|auto tech|wants to be a mechanic|mechanic in training|project car|restoring a car|car restoration|engine rebuild|rebuild an engine|rebuilding an engine|pull the engine', 'socket set, mechanics tool set, impact wrench'],
    ['tools rattle|tools rattling|tools loose in|tools roll around|tools everywhere in my truck|tools in my truck|tools in the truck|organize my tools|organize my wrenches|wrenches everywhere|sockets everywhere|lose my sockets|losing sockets|tools to the job|carry my tools|carry tools|haul tools|tools up a ladder|tools on a ladder|climbing a ladder with|tools on my belt|tools on my hip|drop my tools|dropping tools|tools in a bucket|bucket of tools', 'tool bag, tool roll, tool pouch'],
    ['cams out|cam out|camming out|screwdriver slips|screwdriver keeps slipping|screws strip on my|jis screws|japanese screws|japanese motorcycle|japanese motorcycles|japanese bike|vintage motorcycle|honda motorcycle|yamaha motorcycle|suzuki motorcycle|camera repair|repair old cameras|fix old cameras', 'jis screwdriver set, jis screwdriver, precision screwdriver set'],
    ['fix my phone|repair my phone|replace my phone screen|replace the phone screen|replace my phone battery|replace the battery in|open my laptop|open up my laptop|upgrade my laptop|upgrade the ram|upgrade my ssd|install an ssd|fix my laptop|repair electronics|electronics repair|fix electronics|fix my glasses|tighten my glasses|glasses screw|glasses screws|tiny screws|small screws|repair my controller|open my controller|fix my controller|build a pc|building a pc|pc build|open the xbox|open the ps4|clean the ps4|clean my ps5', 'precision screwdriver set, screwdriver set, jis screwdriver'],
    ['hole in the wall|holes in the wall|hole in my wall|holes in my wall|hole in the drywall|holes in the drywall|hole in drywall|doorknob hole|door knob hole|doorknob went through|door knob went through|punched a hole|kicked a hole|patch the wall|patching the wall|patch the walls|patch my walls|patch drywall|patching drywall|patch a hole|patch holes|patching holes|nail holes|anchor holes|screw holes|tv mount holes|fill holes in|fill the holes|spackle|spackling|dents in the wall|gouge in the wall', 'drywall repair kit, small hole repair kit, putty knife', undefined, 'restaurant|bar|diner|joint|cafe|pizza|tacos|food|place to eat'],
    ['deposit back|security deposit|move out inspection|move-out inspection|landlord inspection|walk through inspection|moving out of my apartment|moving out of the apartment|leaving my apartment|end of my lease|end of the lease', 'drywall repair kit, small hole repair kit, putty knife', 'hole|holes|wall|walls|nail|nails|scuffs|dents|anchors|drywall|patch'],
    ['hanging drywall|hang drywall|finish drywall|finishing drywall|drywall mud|mud and tape|tape and mud|taping drywall|tape drywall|joint compound|drywall seams|drywall corners|inside corners|finish the basement|finishing the basement|finishing my basement|finish my basement|skim coat|skim coating|popcorn ceiling|texture the walls', 'taping knife, drywall corner roller, putty knife'],
    ['caulk is cracked|caulk is cracking|caulk is peeling|caulk is moldy|caulk is gross|caulk is coming off|old caulk|recaulk|re caulk|recaulking|caulk the tub|caulk the shower|caulk the sink|caulk the window|caulk the windows|caulking the tub|caulking the shower|seal the tub|seal around the tub|gap around the tub|gap between the tub|gap between the counter|gap around the sink|seal the sink|seal the window|seal windows|seal around the window|gap around the window|seal the aquarium|seal a fish tank|reseal the tank|reseal the aquarium|seal the gutter|seal the gutters', 'silicone caulk, silicone sealant, clear silicone sealant'],
    ['sink stopper|sink plug|stopper is stuck|stopper won\'t|stopper broke|stopper is broken|stopper doesn\'t|stopper fell|lost the stopper|stopper is missing|sink won\'t hold water|sink doesn\'t hold water|sink doesn\'t stop|can\'t plug the sink|plug the sink|pop up stopper|pop-up stopper|drain stopper broke|drain is rusty|drain is corroded|old drain|drain flange', 'pop up drain stopper, drain stopper, sink drain stopper'],
    ['bathroom remodel|remodel the bathroom|remodeling the bathroom|remodeling our bathroom|remodel our bathroom|redo the bathroom|redoing the bathroom|redo our bathroom|redoing our bathroom|bathroom makeover|bathroom renovation|renovating the bathroom|update the bathroom|updating the bathroom|update our bathroom|new vanity|replace the vanity|replacing the vanity|bathroom refresh|powder room makeover|half bath makeover|guest bathroom makeover', 'bathroom faucet, vessel sink bowl, pop up drain stopper'],
    ['clawfoot tub|claw foot tub|clawfoot bathtub|freestanding tub|free standing tub|free-standing tub|vintage tub|antique tub|tub faucet leaks|tub faucet drips|tub spout|tub spout leaks|tub spout drips|bathtub faucet|tub faucet|bathtub spout', 'clawfoot tub faucet, tub filler, tub spout'],
    ['wash the dog in the tub|washing the dog in the tub|bathe the dog in the tub|rinse the dog|rinsing the dog|rinse my hair in the tub|rinse off the kids|rinse the kids|rinse the tub|rinsing the tub|clean the tub walls|shower head on a hose|handheld shower|hand held shower', 'handheld shower head, hand shower head, shower hose'],
    ['pvc pipe|pvc pipes|sprinkler line|sprinkler pipe|broke a sprinkler|sprinkler broke|irrigation line|drain line|pvc elbow|plumbing project|p trap|drain pipe under the sink|pipe under the sink|pipes under the sink|under sink pipe|under the sink pipe|pipe came apart|pipe fell apart|pipe cracked|cracked pipe', 'pipe fittings, pvc fittings, pvc pipe fittings'],
  ],

  // Outdoors and sport, past what the sports department covers: water, sun and glare, camp meals and fires, bikes'
  // brakes, running and walking, golf and basketball practice, birds in the yard, sitting out in the cold.
  outdoors: [
    ['paddle board|paddleboard|paddle boarding|paddleboarding|=sup|stand up paddle|stand up paddling|stand-up paddle', 'inflatable paddle board, paddle board, dry bag', 'apartment|no roof rack|roof rack|small car|trunk|store|storage|carry|inflatable|fits in|fit in|closet|travel|beginner|first|learn|learning|wide|stable|wobbly|balance|lake|lakes|river|this summer|summer|yoga|my dog|with the dog|kids'],
    ['kayak|kayaking|kayaks|canoe|canoeing', 'inflatable kayak, kayak, dry bag', 'apartment|no roof rack|roof rack|small car|trunk|store|storage|carry|inflatable|closet|two person|2 person|tandem|beginner|first|cheap|budget'],
    ['long days on the water|all day on the water|all day on the boat|out on the water all day|out on the lake all day|out on the boat all day|fishing all day|sun on the water|glare on the water|glare off the water|water glare|glare off the lake|see into the water|see fish in the water|see the fish under|sight fishing', 'polarized sunglasses, fishing hat, sun hat'],
    ['glare|squinting|squint|sun in my eyes|sun in his eyes|sun in her eyes|bright sunlight|sun is blinding|blinded by the sun|sun is so bright|bright sun', 'polarized sunglasses, sunglasses, sun hat', 'driving|drive|drives|water|lake|boat|fishing|snow|beach|road|outside|sun|sunny|summer|commute|golf|walks|walk', 'screen|monitor|laptop|computer|phone|at night|night driving|headlights|tv'],
    ['sun on my neck|sun on the back of my neck|neck gets burned|back of my neck burns|neck always burns|ears get burned|ears burn|face gets burned|scalp burns|scalp gets burned|bald spot burns|sunburned scalp|burned my scalp|sun on my face|shade my face|keep the sun off|keep sun off|out in the sun all day|in the sun all day|working in the sun|mow in the sun|mowing in the sun|garden in the sun|gardening in the sun|all day at the pool|pool all day|soccer games in the sun|baseball games in the sun|tournaments in the sun', 'sun hat, fishing hat, wide brim hat'],
    ['mask fogs|mask fogs up|mask keeps fogging|mask fogged|mask leaks|mask leaked|water in my mask|water in my snorkel|water in the snorkel|snorkel fills with water|swallowed water|swallow water|snorkel leaks|gag on the snorkel|hate the mouthpiece|breathe through my nose|panic with a snorkel', 'dry top snorkel set, full face snorkel mask, snorkel mask', 'snorkel|snorkeling|snorkeling|mask|reef|diving|dive|swim|swimming'],
    ['kids snorkel|snorkel for kids|snorkeling with kids|snorkeling with the kids|snorkel with the kids|kids want to snorkel|family snorkel|family snorkeling|kids to snorkel|first time snorkeling|never snorkeled|learn to snorkel', 'kids snorkel set, snorkel set, snorkel mask'],
    ['ultralight|ultra light|pack weight|base weight|save weight|shave weight|cut weight|lightweight gear|camp kitchen|eat at camp|utensils for camping|utensils for hiking|utensils for the trail|eat on the trail|eat out of the pouch|eat from the pouch|freeze dried meals|freeze-dried meals|dehydrated meals|mountain house|jetboil|backpacking stove|cook kit|mess kit', 'spork, camping utensils, camping cutlery set'],
    ['forget utensils|forgot utensils|utensils in my lunch|utensils for lunch|utensils for my lunch|reusable utensils|reusable cutlery|carry utensils|utensils in my bag|utensils in my purse|fork in my bag|fork in my purse|no forks at work|no silverware at work|office has no forks|office has no silverware', 'travel utensils, reusable cutlery set, spork'],
    ['start a fire|starting a fire|start the fire|starting the fire|light the fire|lighting the fire|get the fire going|getting the fire going|fire won\'t start|fire won\'t light|fire won\'t catch|fire goes out|wood is damp|damp wood|wet wood|green wood|kindling|newspaper to start|light the grill|lighting the grill|light charcoal|lighting charcoal|charcoal won\'t light|light the smoker|lighting the smoker|lighter fluid|without lighter fluid|light the wood stove|light the fireplace', 'fire starters, fire starter sticks, fire starter cubes'],
    ['make s\'mores|making s\'mores|make smores|making smores|s\'mores night|smores night|s\'mores bar|smores bar|s\'mores kit|smores kit|s\'mores indoors|smores indoors|indoor s\'mores|indoor smores|s\'mores without a fire|smores without a fire|s\'mores at home|smores at home|roast marshmallows|roasting marshmallows|toast marshmallows|toasting marshmallows|campfire treats|campfire dessert', 'marshmallows, marshmallow roasting sticks, s\'mores maker'],
    ['no gelatin|gelatin free|gelatin-free|without gelatin|avoid gelatin|can\'t have gelatin|doesn\'t eat gelatin|don\'t eat gelatin|pork gelatin', 'vegan marshmallows, gelatin free marshmallows, vegan gummies'],
    ['keep drinks cold|keep the drinks cold|keep beer cold|keep the beer cold|keep sodas cold|keep water cold|drinks cold at the beach|drinks cold at the game|cold drinks at the|drinks cold all day|bring drinks to|bring beer to|bring cold drinks|keep groceries cold|groceries cold on the way|frozen food on the drive|frozen stuff home|ice cream melts on the way|drive home from costco|long drive home from the store|farmers market haul|fish cold on the way', 'cooler, insulated cooler bag, soft cooler'],
    ['movie in the park|movies in the park|movie night in the park|wine in the park|date in the park|vineyard picnic|winery picnic|picnic at the winery|picnic at the vineyard|day at the vineyard|polo match|fourth of july fireworks|fireworks on the lawn|fireworks in the park', 'picnic blanket, picnic basket, picnic backpack'],
    ['brakes squeal|brakes are squealing|brakes squeak|brakes squeaking|squeaky brakes|squealing brakes|brakes are squeaky|brakes rub|brakes are rubbing|brake rub|brakes are weak|brakes feel weak|brakes feel spongy|spongy brakes|brakes don\'t stop|can\'t stop on hills|brake pads are worn|pads are worn|brake pads worn|brake pads are thin|worn brake pads|brakes are worn|brakes grind|brakes are grinding|grinding brakes', 'disc brake pads, brake rotor, bike brake pads', BIKE],
    ['upgrade my brakes|upgrade the brakes|brake upgrade|convert to disc|disc brakes|hydraulic brakes|mechanical disc|new rotors|bigger rotors|rotor is bent|bent rotor|rotor rubs|rotor is warped|warped rotor|rotor is rubbing|replace the rotors|caliper|calipers', 'brake rotor, disc brake caliper, disc brake pads', BIKE],
    ['shin splints|knees hurt when i run|knees hurt after running|knees hurt after i run|knee hurts when i run|feet hurt after running|feet hurt when i run|feet hurt after i run|hips hurt when i run|running on pavement|run on pavement|running on concrete|run on concrete|run on the road|running on the road|pounding the pavement|running hurts my knees|running hurts my feet|new to running|getting back into running|back into running|started jogging|start jogging|jogging again', 'running shoes, cushioned running shoes, athletic socks'],
    ['walk a lot|walking all day|walk all day|walking tour|walking tours|walk around the city|walking around the city|sightseeing all day|lots of walking|a lot of walking|tons of walking|so much walking|miles a day|walk miles|walking miles|walks miles|walk everywhere on vacation|walk the dog for miles|long walks|long walk every|daily walk|walk every morning|walk every evening|walk after dinner|mall walker|power walk|power walking|walk for exercise', 'walking shoes, comfortable sneakers, athletic socks'],
    ['squat proof|squat-proof|leggings roll down|leggings slide down|leggings fall down|leggings keep falling|waistband rolls|waistband rolls down|waistband folds|leggings show everything|pull up my leggings|pulling up my leggings|leggings pill|leggings pilled', 'high waisted leggings, yoga pants, workout leggings'],
    ['boobs bounce|chest bounces|bouncing when i run|bounce when i run|bounce too much|too much bounce|need more support when i run|support for running|support for high impact|high impact|jumping jacks|jump rope hurts|sports bra digs|sports bra rides up|sports bras dig|sports bras ride up|uniboob', 'high impact sports bra, sports bra, longline sports bra', 'run|running|runs|jog|jogging|workout|workouts|work out|gym|exercise|hiit|jump|jumping|sports bra|sports bras|class|classes|bra|bras|support'],
    ['gallon a day|gallon of water a day|gallon of water every day|drink a gallon|drinking a gallon|half gallon a day|half a gallon a day|75 hard|75 soft|water challenge|hit my water goal|track my water|tracking my water|how much water i drink|ounces of water a day|oz of water a day|liters of water a day|litres of water a day|3 liters a day', 'motivational water bottle, water bottle with time marker, half gallon water bottle'],
    ['track my sleep|tracking my sleep|sleep tracking|sleep tracker|track my heart rate|monitor my heart rate|heart rate during workouts|resting heart rate|track my workouts|tracking my workouts|track workouts|track my runs|tracking my runs|track my activity|activity tracker|close my rings|step challenge|steps challenge', 'fitness tracker, fitbit, smartwatch'],
    ['band|bands|strap|straps', 'fitbit replacement band, fitbit band, fitbit charger', 'fitbit|charge 2|charge 3|charge 4|charge 5|versa|alta|inspire|ionic', 'rubber band|resistance band|hair band|wedding band|marching band'],
    ['charger|charging cable|charging cord|charge it', 'fitbit charger, fitbit charging cable, fitbit replacement band', 'fitbit|charge 2|charge 3|charge 4|versa|alta|inspire|ionic|fitness tracker', 'phone|laptop|car'],
    ['practice putting|putting practice|practice my putting|practicing my putting|work on my putting|working on my putting|putt at home|putting at home|putting in the office|putt in the office|putting in my office|office putting|golf in the office|golf at the office|three putt|three putts|3 putt|3 putts|missing putts|miss short putts|missed putts|putting is terrible|putting is awful|putting stinks|putting is killing|yips|lag putting|green reading|read greens', 'putting mat, putting green mat, golf putting system'],
    ['golf on the weekends|golf every weekend|plays golf on|golf buddies|golf trip|golf outing|golf league|golf tournament|member guest|charity golf|company golf|club championship|golf course|first round of golf|take up golf|taking up golf|took up golf|started golfing|start golfing|learning golf|learn golf', 'golf balls, putting mat, golf gifts', undefined, 'crazy golf|mini golf|minigolf|putt putt|disc golf|frisbee golf'],
    ['outdoor court|outdoor courts|blacktop|asphalt court|playground court|driveway hoop|hoop in the driveway|hoop in our driveway|hoop at the park|courts at the park|street ball|streetball|ball for outside|ball for outdoors|ball wears out|ball is bald|ball is slick|ball is slippery|ball lost its grip|ball has no grip|ball is flat|ball won\'t hold air|lost the ball|ball got stolen|popped the ball|rec league|pickup games|pick up games|shoot around|shootaround|shooting practice|practice shooting|work on his shot|work on her shot|work on my shot', 'outdoor basketball, basketball, indoor outdoor basketball', 'basketball|hoop|hoops|court|courts|nba|dribble|dribbling|layups|jump shot|three pointers|free throws'],
    ['hoop for the bedroom|hoop for his room|hoop for her room|over the door hoop|over-the-door hoop|door hoop|hoop for the office|office hoop|mini hoop|little hoop|toddler hoop|hoop for toddlers|hoop for the basement|indoor hoop|shoot hoops inside|shoot hoops indoors|basketball in the house|basketball inside', 'mini basketball hoop, toy basketball hoop, basketball hoop'],
    ['carry my stuff to the gym|gym stuff|stuff for the gym|bag for the gym|bag for practice|practice bag|sports bag|team bag|tournament weekend|tournament weekends|travel team|travel teams|travel ball|travel baseball|travel soccer|travel volleyball|travel hockey|away games|away tournament|overnight tournament|shin guards and cleats|cleats and gear|carry his gear|carry her gear|gear to practice', 'sports duffel bag, duffel bag, backpack'],
    ['sit in the cold|sitting in the cold|cold bleachers|freezing at games|freezing at the games|freezing at football games|freezing at soccer|cold soccer games|cold football games|football games in november|watching games in the cold|outdoor games in the cold|standing outside in the cold|stand outside in the cold|outside in the cold all day|work outside in winter|working outside in winter|work outside in the winter|outside all day in the cold|cold job site|cold on the job site|cold warehouse|freezer warehouse|walk in freezer|deer stand|tree stand in november|cold hunting|hunting in the cold|ice fishing in|sideline in the cold|sidelines in winter', 'heated vest, heated jacket, quilt lined bib overalls'],
    ['attract hummingbirds|hummingbirds in the yard|hummingbirds in my yard|hummingbirds in our yard|see hummingbirds|saw a hummingbird|saw hummingbirds|hummingbird garden|hummingbirds visit|watch hummingbirds|watching hummingbirds|love hummingbirds|loves hummingbirds|loved hummingbirds|hummingbird season|hummingbirds are back|hummingbirds came back|hummingbirds come back|feed hummingbirds|feeding hummingbirds|feed the hummingbirds|hummingbird lover|hummingbird lady', 'hummingbird feeder, glass hummingbird feeder, hummingbird nectar'],
    ['hummingbirds land on|hummingbird land on|feed from my hand|feed them from my hand|hand feed|hand feeding|hold a hummingbird|hummingbird in my hand|hummingbirds up close|see them up close|close up with the birds', 'hummingbird feeder with perch, hummingbird feeder, hummingbird nectar', 'hummingbird|hummingbirds|bird|birds'],
    ['feeder leaks|feeder drips|feeder is leaking|feeder is dripping|nectar leaks|nectar drips|nectar goes bad|nectar gets cloudy|nectar spoils|feeder is moldy|feeder gets moldy|mold in the feeder|hard to clean the feeder|clean the feeder|cleaning the feeder|feeder is hard to clean|feeder cracked|feeder broke|feeder fell', 'hummingbird feeder, hummingbird nectar, bottle brush', 'hummingbird|hummingbirds|nectar|feeder'],
    ['ants in my hummingbird feeder|ants in the hummingbird feeder|ants in the feeder|ants get in the feeder|ants in my feeder|ants on the feeder|ants on my feeder|ants in the nectar|ants in my nectar|ants all over the feeder|ants keep getting in|bees at the hummingbird feeder|bees on the hummingbird feeder|bees at the feeder|bees on the feeder|wasps at the feeder|wasps on the feeder|wasps at the hummingbird feeder|yellow jackets at the feeder', 'ant moat, hummingbird feeder with ant moat, hummingbird feeder', 'feeder|feeders|hummingbird|hummingbirds|nectar'],
    ['loves watching birds|loves to watch birds|likes watching birds|likes to watch birds|loves birds|bird lover|birder|bird nerd|watches birds|watching birds from|birds outside her window|birds outside his window|birds outside the window|birds at the window|birds from the kitchen window|birds from her window|watch the birds|watch birds from', 'bird feeder, hummingbird feeder, hummingbird nectar'],
  ],

  // The house, past what the home and living departments cover: light and switches, fans and thermostats, screens and
  // flies, scrubbing and bottles, hanging space, beds for guests and small rooms, sleep, cold floors.
  household: [
    ['ceiling light from bed|overhead light from bed|get up to turn off the light|get out of bed to turn off|get out of bed to turn the light|walk across the room to turn off|walk across a dark room|stumble to the light switch|fumble for the light switch|fumbling for the switch|fumbling for the light switch|light switch is by the door|light switch is far|switch is in the wrong place|light switch in the wrong place|switch at the wrong end|no switch at the top|no switch at the bottom|switch at the top of the stairs|switch at the bottom of the stairs|add a light switch|add another light switch|add a switch|extra light switch|second light switch|3 way switch|three way switch|switch without wiring|switch without running wires|without running new wires|without an electrician|no electrician', 'wireless light switch, remote control light switch, remote light socket'],
    ['reading in bed|read in bed|reads in bed|read at night without|partner is asleep|wife is asleep|husband is asleep|without waking my|without waking him|without waking her|bedside light|no nightstand|no room for a nightstand|no room for a bedside table|no room for a lamp|no space for a lamp|lamp takes up|nightstand is tiny|tiny nightstand|small nightstand|light over the bed|light above the bed|headboard light|bunk bed light|light for the bunk bed', 'wall lamp, reading light, wall sconce'],
    ['no outlet|no outlets|outlet is far|no outlet near|outlet is on the other side|can\'t hardwire|can\'t hard wire|no wiring|no junction box|renter|renting|rental|landlord won\'t let', 'plug in wall sconce, wireless wall sconce, battery operated light', 'light|lights|lamp|lamps|sconce|sconces|lighting|fixture|wall light|dark'],
    ['dark hallway at night|hallway at night|dark stairs|stairs are dark|stairway is dark|dark stairway|dark staircase|trip on the stairs at night|tripped on the stairs|bathroom at night|pee at night|bathroom trips at night|middle of the night bathroom|night time bathroom|nighttime bathroom|up at night to pee|kids get up at night|get up at night|walk to the bathroom at night|nursery at night', 'motion sensor light, night light, motion sensor night light', undefined, BABY],
    ['dark closet|closet is dark|no light in the closet|no light in my closet|closet has no light|pantry is dark|dark pantry|no light in the pantry|pantry has no light|cabinet is dark|dark cabinet|under the stairs closet|shed is dark|dark shed|no power in the shed|garage is dark|attic is dark|crawl space is dark', 'motion sensor light, battery operated light, tap light'],
    ['under the cabinets is dark|dark counters|dark countertops|dark countertop|counters are dark|can\'t see the counter|can\'t see what i\'m chopping|shadows on the counter|shadow on the counter|dark kitchen counters|kitchen counters are dark|cutting in the dark|chopping in the dark|kitchen is dim|dim kitchen', 'under cabinet lights, led under cabinet lights, puck lights'],
    ['dark porch|porch is dark|dark front porch|dark patio|patio is dark|backyard is dark|dark backyard|dark yard|yard is dark|dark driveway|driveway is dark|front door is dark|can\'t see the keyhole|fumble for my keys|fumbling for my keys|fumble with my keys|fumbling for keys|can\'t see the steps|can\'t see the front steps|dark walkway|walkway is dark|dark path|path is dark|side of the house is dark', 'motion sensor light, motion sensor ceiling light, battery operated light'],
    ['porch is hot|porch is stuffy|patio is hot|covered patio|covered porch|screened porch|screened in porch|screened-in porch|screen porch|sunroom|sun room|gazebo|pergola|lanai|outdoor kitchen|no breeze on the porch|no air on the porch|bugs on the porch|porch is muggy', 'outdoor ceiling fan, ceiling fan, wet rated ceiling fan', undefined, 'party|wedding|lights|string lights|decor|decorate'],
    ['replace the light with a fan|replace a light with a fan|swap the light for a fan|add a fan|install a fan|put in a fan|fan in the bedroom|fan for the bedroom|fan for the living room|fan for the kitchen|high ceilings|high ceiling|vaulted ceiling|vaulted ceilings|cathedral ceiling|air doesn\'t move|air doesn\'t circulate|circulate the air|stale air|stagnant air|room is stuffy|bedroom is stuffy|stuffy room|stuffy bedroom|loft is hot|bonus room is hot|attic room|attic bedroom|room over the garage', 'ceiling fan, ceiling fan with light, flush mount ceiling fan'],
    ['wobbly fan|fan wobbles|fan is wobbling|fan clicks|fan is clicking|fan is noisy|fan makes noise|fan hums|fan is humming|fan is old|old ceiling fan|ugly ceiling fan|ugly fan|fan light doesn\'t work|fan light is out|fan pull chain|pull chain broke|pull chain snapped|pull chain came off|fan is dated|builder grade fan', 'ceiling fan, ceiling fan light kit, pull chain'],
    ['heat runs all day|heat runs while|ac runs all day|ac runs while|heat on all day|heater runs all day|forget to turn down the heat|forget to turn the heat down|forget to turn off the ac|forget to turn off the heat|forget to adjust the thermostat|schedule the heat|heat on a schedule|heat on a timer|warm up before we get home|warm before we get home|cool down before i get home|cool before we get home|control the heat from my phone|control the temperature from my phone|adjust the heat from|adjust the thermostat from|change the temperature from my phone|thermostat is old|old thermostat|thermostat is broken|thermostat broke|thermostat is blank|thermostat screen is blank|dial thermostat|round thermostat|mercury thermostat|thermostat is from the', 'programmable thermostat, smart thermostat, wifi thermostat'],
    ['bill is high|bills are high|bill is huge|bill was huge|bill was insane|bill is insane|bills are insane|bill went up|bills went up|bill doubled|bill is through the roof|bills are through the roof|save on heating|save on cooling|lower the bill|lower our bill|lower my bill|cut the bill|cut our bill|energy costs', 'programmable thermostat, smart thermostat, wifi thermostat', 'heat|heating|heater|furnace|ac|cooling|energy|electric|electricity|gas|utility|utilities|thermostat', 'phone|cell|credit|card|cable|internet|medical|hospital|pay|due'],
    ['hole in the screen|holes in the screen|hole in my screen|screen has a hole|screen has holes|screen is torn|screen is ripped|torn screen|ripped screen|cat tore the screen|dog tore the screen|dog ripped the screen|cat ripped the screen|cat climbs the screen|screen door is ripped|screen door is torn|screen door ripped|screen door torn|screen door broke|screen door is broken|screen door won\'t close|screen door slams|screen door won\'t latch|screen popped out|screen fell out|screen is bent|missing screen|window has no screen|windows have no screens|no screens|no screen on|screens are missing|screens are old', 'window screen, screen repair kit, screen door repair kit'],
    ['flies|fly problem|house flies|horse flies|horseflies|flies on the patio|flies in the kitchen|flies in the house|flies everywhere|too many flies|swatting flies|swat flies|kill flies|killing flies|fly swatter|flies at the barbecue|flies on the food|flies at the cookout', 'bug a salt fly gun, fly swatter, bug zapper', undefined, 'fruit flies|fly fishing|flies to|flies out|flies home|flies into|flying|flight|time flies|butterflies|dragonflies|fireflies|flies by'],
    ['grout is dirty|dirty grout|grout is black|grout is gross|grout is stained|stained grout|grout stains|grout lines|scrub grout|scrubbing grout|scrub the grout|clean the grout|cleaning grout|cleaning the grout|tile grout|shower grout|grout in the shower|grout on the floor', 'grout brush, power scrubber, scrub brush'],
    ['scrubbing the shower|scrub the shower|scrub the tub|scrubbing the tub|scrub the bathtub|scrubbing the bathtub|soap scum on|bathroom takes forever to clean|hate scrubbing|arms get tired scrubbing|can\'t kneel to scrub|bad knees scrubbing|scrubbing hurts|scrubbing hurts my|bend over to scrub|bending over to scrub|reach the tub|reach the back of the tub|clean the tub without', 'power scrubber, electric scrubber, scrub brush'],
    ['clean without chemicals|cleaning without chemicals|chemical free cleaning|clean with just water|cleaning with just water|non toxic cleaning|streaks on the windows|streaky windows|streaks on my windows|streaks on the mirror|streaky mirrors|mirror streaks|mirrors streak|windows streak|lint on the glass|lint on my glass|paper towels leave lint|paper towels leave streaks|dust just moves around|dusting just moves|stainless steel streaks|streaks on stainless|fingerprints on the fridge|fingerprints on stainless|smudges on the fridge', 'microfiber cleaning cloths, e cloth, cleaning cloths'],
    ['water bottle smells|bottle smells|bottle stinks|bottles smell|thermos smells|tumbler smells|hydro flask smells|bottle is moldy|mold in my water bottle|mold in the bottle|mold in the straw|can\'t reach the bottom|can\'t clean the bottom|gunk in the straw|straw is gross|straws are gross|clean the straw|clean straws|cleaning straws|gasket is gross|hard to clean bottles|bottles are hard to clean|baby bottles are hard to clean|clean baby bottles|cleaning baby bottles|clean the bottles|cleaning the bottles|clean the vase|clean a vase|decanter is cloudy|clean the decanter', 'bottle brush, bottle cleaning brush, straw cleaning brush'],
    ['dish rags smell|dish rag smells|dishrag smells|dish towels smell|dishcloth smells|dishcloths smell|kitchen towels smell|kitchen towels are gross|kitchen towels are stained|dish towels are stained|kitchen towels don\'t absorb|towels just push water|push water around|ratty dish towels|ratty kitchen towels|sour smell on|rags smell sour', 'dish towels, kitchen towels, dish cloths'],
    ['no closet space|no closet in|room has no closet|bedroom has no closet|apartment has no closets|no closets|clothes on a chair|clothes on the chair|chair of clothes|clothes chair|clothes on the floor|clothes pile up|nowhere to hang|nowhere to hang clothes|nowhere to hang my clothes|need more hanging space|extra hanging space|more hanging space|hang clothes to dry|drying clothes indoors|air dry my clothes|pop up shop|pop-up shop|clothing booth|sell clothes at|vintage booth|thrift booth|garage sale clothes|yard sale clothes|costume closet|costumes for the play', 'garment rack, clothes rack, clothing rack'],
    ['silverware drawer|utensil drawer|utensils everywhere|utensils in a jumble|forks and spoons everywhere|cutlery drawer|flatware drawer|silverware is a mess|silverware everywhere|silverware all mixed|forks and knives mixed|spoons and forks mixed|dig for a spoon|digging for a fork|drawer is a jumble', 'flatware organizer, drawer organizer, utensil tray', 'drawer|drawers|mess|messy|jumble|everywhere|organize|organized|organizer|mixed|dig|digging'],
    ['good silver|grandma\'s silver|grandmother\'s silver|mom\'s silver|inherited silver|inherited silverware|inherited flatware|sterling flatware|silver flatware|wedding silver|fine silver|heirloom silver|silver service|real silver|silverware we never use|special occasion silverware', 'flatware storage chest, silverware storage, flatware storage roll', 'store|storing|storage|keep|keeping|box|chest|protect|drawer|case|organize|put away'],
    ['guest room doubles as|guest room is also|office doubles as|office that doubles|doubles as a guest room|double as a guest room|guest room and office|office and guest room|office slash guest room|office/guest room|spare room|spare bedroom|bonus room|craft room and guest room|room for guests to sleep|somewhere for guests to sleep|place for guests to sleep|where guests sleep|where will guests sleep|guests sleep on the couch|guests on the couch|relatives sleep on|in laws sleep on|in-laws sleep on', 'murphy bed, futon, sofa bed'],
    ['bed and couch|bed or a couch|bed that folds|bed folds up|bed that folds into|bed in the living room|sleep in the living room|sleeping in the living room|sleep on the couch every night|no bedroom|one room apartment|one-room apartment|bed takes up the whole room|bed takes up the room|bed takes up too much|bed takes up all|room is all bed|bed eats the room|tiny studio|studio is tiny|studio is small|300 square feet|400 square feet|micro apartment', 'murphy bed, futon, sofa bed'],
    ['no box spring|don\'t have a box spring|need a box spring|box spring broke|box spring is broken|bed frame squeaks|bed squeaks|squeaky bed|bed creaks|creaky bed|bed frame is squeaky|bed frame broke|bed frame is broken|bed frame cracked|bed slats broke|slats keep falling|slats fall out|slats keep slipping|bed is too low|bed is low to the ground|bed frame is wobbly|wobbly bed|under bed storage space|no room under the bed|storage under the bed', 'bed frame, platform bed, mattress foundation'],
    ['mattress is old|mattress is 10 years old|mattress is ten years old|mattress is 15 years old|mattress is lumpy|lumpy mattress|mattress has a dip|dip in the mattress|roll into the middle|roll to the middle|wake up sore|waking up sore|wake up with back pain|wake up with a sore back|wake up stiff|waking up stiff|back hurts in the morning|back hurts when i wake up|sore every morning|mattress hurts|springs poke|springs are poking|spring poking me|feel the springs|feel every spring|mattress is too soft and|mattress is killing', 'memory foam mattress, mattress, hybrid mattress'],
    ['moving to a big bed|ready for a big bed|out of the toddler bed|outgrew the toddler bed|outgrown the toddler bed|too big for the toddler bed|first twin bed|twin bed for|first full bed|full bed for|moving to a twin|moving up to a twin|bunk beds|bunk bed|loft bed|kids share a room|share a bedroom|sharing a bedroom', 'twin mattress, bed frame, loft bed', `${KID}|toddler|kids`],
    ['restless sleep|restless sleeper|restless at night|toss and turn|tossing and turning|can\'t settle at night|racing thoughts|mind races|mind racing at night|can\'t turn my brain off|can\'t shut my brain off|wake up a lot|wakes up a lot|light sleeper|sleep is terrible|sleep is awful|sleep better|deeper sleep|sleep deeper|calm at night|calmer at night|wind down|winding down|bedtime anxiety|anxious at night|anxiety at night', 'weighted blanket, cooling weighted blanket, adult weighted blanket', undefined, `${BABY}|dog|puppy|cat`],
    ['sensory|sensory seeker|sensory issues|sensory needs|sensory processing|spd|autism|autistic|on the spectrum|asd|calm down corner|calming corner|meltdowns|meltdown|needs deep pressure|deep pressure|overstimulated', 'kids weighted blanket, weighted blanket, small weighted blanket', `${KID}|toddler|kids|student|students|classroom`],
    ['phone out of the bedroom|no phone in the bedroom|keep my phone out|phones out of the bedroom|stop using my phone as an alarm|use my phone as an alarm|phone as my alarm|phone as an alarm|phone is my alarm|off my phone at night|scroll in bed|scrolling in bed|doom scroll|doomscroll|doomscrolling|phone by the bed|charging my phone by the bed|less screen time at night|screen time at night|digital detox|phone detox', 'alarm clock, digital alarm clock, analog alarm clock'],
    ['get himself up|get herself up|wake himself up|wake herself up|wake up on his own|wake up on her own|get up on his own|get up on her own|can\'t wake up|can\'t get up in the morning|hard time waking up|trouble waking up|heavy sleeper|deep sleeper|sleeps like a rock|sleeps like the dead|sleep through anything|nothing wakes me|nothing wakes him|nothing wakes her|late for school every|late to school|misses the bus', 'loud alarm clock, twin bell alarm clock, alarm clock', undefined, BABY],
    ['cold floors|floors are cold|floor is cold|floors are freezing|floor is freezing|cold feet|feet are cold|feet get cold|feet are always cold|feet always cold|freezing feet|feet are freezing|icy feet|tile floors are cold|cold tile|cold tiles|cold hardwood|hardwood floors are cold|cold basement floor|feet freeze|toes are cold|toes are freezing|toes get cold|cold toes|walk around barefoot|barefoot in the house|socks on hardwood', 'slippers, house shoes, moccasin slippers', undefined, 'wedding|marriage|getting married|proposal|propose|commitment|cold feet about|diabetic|diabetes|circulation|numb'],
    ['slippers are flat|slippers are worn|slippers wore out|slippers are worn out|slippers fell apart|slippers have holes|hole in my slippers|holes in my slippers|slippers are falling apart|slippers smell|slippers stink|slippers are gross|slippers slip|slippers are slippery|slippery slippers|slip in my slippers|slippers with no grip|slippers have no grip|walk outside in slippers|get the mail in slippers|take out the trash in slippers|slippers for outside', 'indoor outdoor slippers, slippers, moccasin slippers'],
    ['couch looks drab|couch looks boring|couch is boring|couch looks sad|living room looks drab|living room is drab|living room looks boring|refresh the living room|refresh my living room|update the living room|change the look of my couch|new look for the couch|new look for my couch|seasonal decor|swap pillows|swap the pillows|change the pillows|pillows are flat and ugly|pop of color|add color to the couch|add some color to the couch|couch needs color', 'throw pillow covers, decorative pillows, pillow inserts'],
  ],

  // The kitchen and the table: hot lunches away from a microwave, coffee for one and for a crowd, drinks kept cold,
  // wine, serving, dishes and knives, pans that stick, batters with lumps.
  kitchenware: [
    ['no microwave at work|no microwave at the office|no microwave on the job|no microwave on site|no microwave at my job|no microwave where i work|microwave line|line for the microwave|wait for the microwave|waiting for the microwave|microwave at work is gross|microwave at work is disgusting|shared microwave|one microwave for|hot lunch at work|warm lunch at work|hot meal at work|heat my lunch|heat up my lunch|heat up lunch|warm up my lunch|warm up lunch|warm my lunch|cold lunch every day|cold lunches every day|sick of cold lunches|tired of cold sandwiches|job site lunch|lunch on the job site|lunch in my truck|lunch in the truck|eat in my truck|eat lunch in my truck|eat lunch in the car|lunch in the car|lunch in my car|hot meals on the road|hot food on the road|warm food on the road|heat food in the car|heat food in my truck|plug into the truck|plugs into the car|12v|12 volt', 'electric lunch box, heated lunch box, portable food warmer'],
    ['sauce on the side|dressing on the side|dressing leaks|salad dressing leaks|dressing makes the salad soggy|dip on the side|hummus on the side|ranch on the side|portion sauces|portion out sauces|portion control|small containers for|tiny containers|little containers for|condiment cups|condiment containers|dressing containers|sauce containers|sauce cups|jello shots|jell-o shots|jello shot|samples at the|sample cups|taste testing|food samples|pill cups|medicine cups|tasting party|chili cook off|chili cookoff|salsa tasting|dessert shooters|mini dessert cups|pudding shots|shots for the party', 'souffle cups, portion cups, condiment containers'],
    ['soup for the week|deli containers|takeout containers|take out containers|leftover containers|containers for soup|freeze soup|freezing soup|freeze broth|freezing broth|freeze stock|stock in the freezer|send leftovers home|leftovers home with guests|send food home with|send them home with food|to go containers|containers that stack|lids never match|lids don\'t match|mismatched lids|lost all the lids|tupperware lids|tupperware is gross|tupperware is stained|stained tupperware', 'deli containers, food storage containers, container set'],
    ['keurig|k cups|k-cups|kcups|coffee pods|pods', 'reusable coffee filter, reusable k cup, coffee filters', 'waste|wasteful|expensive|cost|costs|pricey|plastic|landfill|own coffee|my own coffee|ground coffee|my coffee|favorite coffee|reusable|refill|refillable|environment|recycle|recycling|trash|garbage', 'tide|laundry|dishwasher|airpods|ear'],
    ['coffee for a crowd|coffee for the office|coffee for guests|coffee for brunch|coffee for the meeting|coffee for the party|coffee for the shower|coffee for the team|coffee hot for hours|keep coffee hot for|coffee on the table|coffee out for guests|serve coffee|serving coffee|coffee service|coffee bar|coffee station|coffee at the wedding|coffee for church|church coffee|coffee hour|coffee for a meeting|coffee for a meeting|coffee pot on the table|keep the coffee hot', 'thermal carafe, thermal coffee carafe, coffee carafe'],
    ['stop buying lattes|stop buying coffee|spend too much at starbucks|spend so much at starbucks|spending too much on coffee|spend too much on coffee|starbucks every day|starbucks everyday|coffee shop every day|latte every day|lattes every day|latte habit|coffee habit|cafe drinks at home|coffee shop drinks at home|coffee shop coffee at home|barista at home|bean to cup|fresh ground every cup|one touch coffee|push button coffee|push of a button', 'super automatic espresso machine, espresso machine, automatic coffee machine'],
    ['kids knock over|knock over wine glasses|knocks over wine glasses|knocked over my wine|knocking over glasses|glasses tip over|tip over easily|clumsy guests|clumsy friends|i\'m clumsy with|outdoor wine|wine by the pool|wine on the patio|wine outside|wine on the deck|wine at the beach|wine on the boat|wine while camping|wine in the bath|wine glass for the bath|stems break|stems snap|stem snapped|stems keep breaking|stemware breaks|no room for tall glasses|tall glasses don\'t fit', 'stemless wine glasses, stemless wine glass set, insulated wine tumbler'],
    ['wine collection|collect wine|collects wine|wine collector|wine fridge|wine cellar|wine on the counter|bottles on the counter|wine rack is full|store wine|storing wine|wine storage|wine at the right temperature|wine gets warm|red wine is too warm|white wine cold|keep white wine cold|chill white wine|chilled wine|wine for the holidays|case of wine|cases of wine', 'wine cooler, beverage refrigerator, wine refrigerator'],
    ['man cave|mancave|game room|rec room|basement bar|basement hangout|bar cart|garage fridge|beer fridge|drinks fridge|fridge for drinks|fridge for the garage|fridge for the basement|fridge for the game room|fridge for the man cave|fridge for my office|fridge in my office|fridge for my room|fridge in my room|fridge for the bedroom|soda in the office|sodas for the office|drinks for the office|cold drinks in the|outdoor kitchen fridge|patio fridge|fridge for the patio|fridge on the patio|fridge for the she shed|she shed|drinks in the garage', 'beverage refrigerator, mini fridge, beverage cooler'],
    ['decant|decanting|let the wine breathe|let it breathe|wine breathe|aerate wine|aerate the wine|sediment in the wine|sediment in my wine|old wine|vintage wine|nice bottle of wine|special bottle of wine|expensive bottle of wine|bottle of bordeaux|bottle of barolo|bottle of cabernet|aged wine|wine is tight|wine tastes tight', 'wine decanter, decanter, wine carafe', undefined, 'perfume|perfumes|cologne|fragrance|fragrances|shampoo|lotion|oil'],
    ['water at my bedside|water on my nightstand|glass of water at night|glass of water by the bed|water by the bed|water by my bed|bedside water|thirsty at night|wake up thirsty|waking up thirsty|wake up parched|water in the guest room|water for the guest room|guest room water', 'water carafe, bedside carafe, carafe'],
    ['breakfast in bed|serve breakfast in bed|bring breakfast in bed|carry drinks|carry the drinks|carry plates outside|carry food outside|carry drinks outside|drinks out to the patio|food out to the patio|food out to the deck|carry everything out|serve appetizers|serving appetizers|pass appetizers|passing appetizers|hors d\'oeuvres|butler style', 'serving tray, serving tray with handles, decorative tray'],
    ['coffee table styling|style my coffee table|styling my coffee table|style the coffee table|coffee table decor|coffee table looks|coffee table is bare|coffee table is empty|ottoman tray|tray for the ottoman|tray for my ottoman|vanity tray|perfume tray|display perfumes|display my perfumes|organize perfumes|organize my perfumes|perfumes on my dresser|corral the remotes|corral remotes|catch all tray|catchall|valet tray|dresser top|top of my dresser|entryway table|console table decor|bathroom counter decor', 'decorative tray, mirrored tray, serving tray'],
    ['cocktail party|cocktail hour|happy hour at home|happy hour at my place|drinks party|drinks at my place|drinks at our place|drinks before dinner|holiday open house|christmas open house|hosting drinks|hosting happy hour|bar night|wine night with the girls', 'cocktail napkins, beverage napkins, stemless wine glasses'],
    ['stop using paper napkins|reusable napkins|go through napkins|go through so many napkins|napkins every day|napkins for every day|everyday napkins|fancy napkins|nice napkins|napkins for the table|napkins for dinner|napkins for the holidays|napkins for thanksgiving|napkins for christmas|napkins for easter|napkin rings|napkins for the wedding|wedding napkins|linen napkins', 'cloth napkins, dinner napkins, paper napkins'],
    ['set the table for|setting the table for|place settings|table settings|enough dishes for|dishes for everyone|plates for everyone|bowls for everyone|dinner for 12|dinner for twelve|dinner for 10|dinner for ten|dinner for 8|dinner for eight|hosting 12|hosting 10|hosting 8|feeding 12|hosting thanksgiving for|hosting christmas for|hosting easter for|extended family for dinner|whole family for dinner|everyone over for dinner|family over for the holidays', 'dinnerware set, flatware set, cloth napkins'],
    ['unbreakable dishes|unbreakable plates|chip resistant|kids break plates|kids break dishes|kids break everything|dishes that don\'t break|dishes that won\'t break|plates that won\'t break|plates that don\'t break|plates that don\'t chip|dishes that don\'t chip|break dishes all the time|drop dishes|drop plates|dropped a plate|dropped plates|dropped dishes|heavy dishes|dishes are heavy|plates are heavy|lighter dishes|lightweight dishes|dishes for arthritis|stoneware is heavy', 'chip resistant dinnerware set, corelle dinnerware set, dinnerware set'],
    ['real knives|good knives|nice knives|decent knives|grown up knives|cheap knives|knives came with|knives from college|mismatched knives|knives loose in a drawer|knives in the drawer|knives rattling|knives rattle|protect the knives|protect my knives|knife storage|where to keep knives|store knives|storing knives|knives on the counter|upgrade my knives|upgrade our knives|first real knife|first nice knife|serious about cooking|getting serious about cooking|into cooking now', 'knife block set, knife set, chef knife'],
    ['eggs stick|eggs always stick|eggs stick to the pan|omelets stick|omelettes stick|omelet sticks|pancakes stick|crepes stick|fish sticks to the pan|food sticks to the pan|food sticks to my pan|everything sticks|everything sticks to|sticks to my pans|sticks to the pan|stuck to the pan|scrambled eggs stick|eggs are stuck', 'nonstick frying pan, frying pan set, ceramic frying pan'],
    ['induction|induction cooktop|induction stove|induction range|new stove is induction|pans don\'t work on|pots don\'t work on|magnet doesn\'t stick|glass top stove|glass cooktop|ceramic cooktop|electric coil|flat top stove|new stove|new range|new kitchen', 'stainless steel skillet, frying pan, saute pan', 'pan|pans|pot|pots|cookware|skillet|skillets|cook|cooking|work|works|compatible', 'fish sticks'],
    ['lumpy|lumps|clumps|clumpy', 'whisk, balloon whisk, silicone whisk', 'gravy|batter|sauce|pancake|pancakes|roux|eggs|custard|pudding|dressing|hot chocolate|cocoa|protein|matcha|flour|béchamel|bechamel|cream|vinaigrette|hollandaise', 'mattress|pillow|pillows|comforter|duvet|breast|skin|litter|cat|dog|neck|head'],
    ['mix dough|mixing dough|mix the dough|stiff dough|dough sticks to the spoon|dough gets stuck|dough gets stuck in|mixing bread dough|mix bread dough|mix by hand|mixing by hand|wooden spoon breaks|spoon breaks in the dough|sourdough by hand|no knead bread|no-knead|pizza dough by hand|mix the starter|feed my starter|feeding my starter', 'danish dough whisk, dough whisk, bread whisk'],
  ],

  // Pets, each kind, past what the pets department covers: surgery and cones, chewers, treats and training, bowls,
  // collars, cats' habits, and a few cars' and bikes' cares.
  petCare: [
    ['spayed|neutered|getting spayed|getting neutered|spay surgery|neuter surgery|spay appointment|neuter appointment|stitches|incision|sutures|hot spot|hot spots|licking his paw|licking her paw|licks his paw|licks her paw|licking the wound|licks the wound|licking his stitches|licking her stitches|chewing his stitches|chewing her stitches|dog\'s surgery|dog had surgery|dog is having surgery|dog has surgery|puppy had surgery|surgery on his leg|surgery on her leg|tplo|acl surgery|cruciate|tumor removed|lump removed', 'dog recovery collar, soft dog cone, inflatable dog collar', DOG, 'bite|bit|bitten|i had|i got|my surgery|my knee|my hip|my son|my daughter'],
    ['spayed|neutered|getting spayed|getting neutered|stitches|incision|licking her belly|licking his belly|licks her belly|licks his belly|overgrooming|over grooming|licking the wound|cat\'s surgery|cat had surgery|cat is having surgery|kitten had surgery|abscess', 'cat recovery collar, soft cat cone, cat cone', CAT, 'bite|bit|bitten|scratch|scratched|i had|i got|my surgery|my son|my daughter'],
    ['hates the cone|hates his cone|hates her cone|hates the cone of shame|cone of shame|bumps into walls|bumping into walls|bumps into everything|can\'t eat with the cone|can\'t eat with his cone|can\'t eat with her cone|can\'t drink with the cone|can\'t sleep with the cone|plastic cone|the cone is|cone is too big|cone is huge|cone is miserable|takes the cone off|gets the cone off|gets out of the cone|pulls the cone off|cone falls off|lampshade', 'soft cone, inflatable collar, recovery collar', `${PET}|pet|surgery|vet`],
    ['teething|losing puppy teeth|puppy teeth|baby teeth|chewing everything|chews everything|chews on everything|bites everything|nipping|nips|mouthy|bites my hands|biting my hands|chews my shoes|chewed my shoes|chews the furniture|chewed the couch|chews the baseboards|chewed the baseboards|chews cords|chewed a cord', 'puppy teething treats, puppy chew toys, dog chew toy', 'puppy|pup|puppies|month old puppy|weeks old puppy|new puppy|our puppy|my puppy'],
    ['rawhide|rawhides|rawhide is dangerous|rawhide scares me|no rawhide|rawhide free|rawhide-free|choked on|choking hazard|splinters|bones splinter|swallowed a chunk|swallows chunks|chews too fast|gulps his chew|gulps her chew|chew lasts five minutes|chews last minutes|goes through chews|goes through bully sticks|destroys chews', 'rawhide free dog chews, long lasting dog chew, bully sticks', `${DOG}|chew|chews|chewer`],
    ['needs something to chew|something to chew on|keep him busy|keep her busy|keep him occupied|keep her occupied|keep him entertained|keep her entertained|occupied while i work|busy while i work|bored when i leave|while we\'re at work|crated during the day|in his crate|in her crate|crate time', 'long lasting dog chew, bully sticks, dog bone chews', DOG],
    ['training treats|treats for training|train him|train her|training him|training her|puppy class|puppy classes|obedience class|obedience classes|teach him to sit|teach her to sit|teach tricks|teaching tricks|learn tricks|recall training|leash training|crate training|clicker training|good boy|good girl|reward him|reward her|rewards for|high value treats|high value treat|lots of treats', 'dog training treats, puppy treats, soft dog treats', DOG],
    ['cat treats|treats for my cat|treat for my cat|spoil my cat|spoil the cat|cat is picky|picky cat|cat won\'t eat|cat begs|cat begging|cat loves treats|bond with my cat|new cat won\'t|shy cat|scared cat|hides under the bed|cat hides|get my cat to like me|make friends with the cat|win over the cat|cat pill|hide a pill|hide his pill|hide her pill|give my cat a pill|pill for my cat', 'cat treats, soft cat treats, crunchy cat treats', CAT],
    ['eats too fast|eats so fast|eating too fast|gulps his food|gulps her food|gulps down|inhales his food|inhales her food|inhales food|wolfs down|wolfs his food|scarfs|throws up after eating|vomits after eating|pukes after eating|bloat|bloated after eating|done in seconds|finishes in seconds', 'slow feeder dog bowl, slow feeder bowl, puzzle feeder', DOG],
    ['big dog|large dog|giant breed|great dane|mastiff|newfoundland|saint bernard|bernese|neck problems|bend down to eat|bending down to eat|bends down to eat|hunches over his bowl|hunched over his bowl|messy eater|pushes the bowl|bowl slides|bowl moves|bowl slides around|bowl tips over|tips his bowl|tips her bowl|water everywhere|splashes water|food everywhere', 'raised dog bowls, elevated dog bowl, stainless steel dog bowl', DOG, 'eats too fast|gulps|wolfs'],
    ['water on walks|water on hikes|water on the trail|water on road trips|water at the park|water at the dog park|drink on walks|drink on hikes|thirsty on walks|thirsty on hikes|bowl for the car|bowl for hikes|bowl for walks|bowl for travel|bowl for camping|bowl for the beach|dog comes everywhere|takes the dog everywhere|brings the dog everywhere', 'collapsible dog bowl, travel dog bowl, portable dog water bottle', DOG],
    ['outgrew his collar|outgrew her collar|collar is too small|collar is too tight|collar is too big|collar is loose|collar is worn|collar is frayed|collar broke|collar snapped|collar buckle broke|collar smells|collar stinks|lost his collar|lost her collar|new collar|nicer collar|fancy collar|collar for my|collar that matches|collar with his name|collar with her name|name on the collar|phone number on the collar|collar for a big dog|collar for a small dog|collar for a puppy', 'dog collar, leather dog collar, adjustable dog collar', DOG, 'recovery|cone|surgery|e collar|e-collar|shock|bark'],
    ['collar|collars', 'cat collar, breakaway cat collar, cat recovery collar', CAT, 'recovery|cone|surgery|flea'],
    ['dog\'s birthday|dogs birthday|puppy\'s birthday|dog birthday|birthday for my dog|birthday for the dog|birthday for our dog|gotcha day|adoption day|adoption anniversary|barkday|pawty|dog\'s stocking|stocking for the dog|stocking for my dog|easter basket for the dog|spoil my dog|spoil the dog|spoil our dog|spoil my puppy', 'dog treats, puppy treats, dog chew toy', `${DOG}|dogs|pup`, `${CAT}|cake for my|my son|my daughter|my husband|my wife`],
  ],

  // Cars and bikes, past the cars department: wraps and tints, a hot meal on the road, cleaning inside.
  carCare: [
    ['wrap my car|wrapping my car|car wrap|vinyl wrap|wrap the hood|wrap my hood|wrap the roof|wrap my roof|change the color of my car|change my car\'s color|chrome delete|dechrome|de chrome|blackout trim|black out the trim|black out the chrome|tint my windows|tinting my windows|window tint|tint the windows|install tint|vinyl decals|decal on my car|apply a decal|apply vinyl|install vinyl|ppf|paint protection film|clear bra', 'car vinyl wrap tool kit, vinyl wrap squeegee, window tint tool kit'],
    ['dashboard is dusty|dusty dash|dust in the vents|vents are dusty|clean the vents|clean the air vents|clean the car interior|cleaning the car interior|clean inside my car|clean inside the car|interior detailing|detail the interior|crumbs in the seats|crumbs between the seats|crumbs in the cracks|wipe down the interior|car interior is filthy|inside of my car is gross|car interior|sticky cup holders|cup holders are gross|cup holders are sticky', 'microfiber cleaning cloths, detailing brush, handheld vacuum'],
  ],

  // Babies and children by age, past the life-event and stage departments: dressing a baby for an occasion, daycare,
  // bottles, school mornings, first readers, tablets, play at home.
  children: [
  ],

  // School and office desks: keeping track, papers, pencils and pens, chairs that fail, desks for small rooms and for
  // standing, printing at home.
  desk: [
  ],

  // Beauty, skin and hair, past the health department: nails done at home, brushes and their cleaning, makeup put away,
  // breakouts on the body, hands that work, a new look for a day, thin hair, smiles.
  grooming: [
  ],

  // Health and comfort, past the health department: cramps and minerals, greens for people who eat few vegetables,
  // vitamins by age, focus, digestion, immunity.
  comfort: [
  ],

  // Trips, past the travel department: weekends away, toiletries, wrinkles, sandals for walking, water on the go,
  // reading on the beach.
  trips: [
  ],

  // Parties and holidays, past the occasions department: favors and bags, bags for a shop, napkins and cups, the
  // tree and its ribbon, costumes for adults, bachelor and bachelorette jokes.
  celebrations: [
  ],

  // Gifts by interest, past the tastes department: what someone who reads, drinks wine, cooks, works with their
  // hands, grills, tinkers or is hard to buy for might like.
  gifts: [
  ],

  // Seasons and weather, past the weather department: working and playing out in the cold, wet days outdoors, hot
  // summers in clothes and at home, the first snow.
  seasons: [
  ],

};

/** Most situations counted in one message (the most specific ones). */
export const MAX_SITUATIONS = 2;
/** Most product kinds of one situation added (its first, most typical ones). */
export const MAX_KINDS = 3;

type Compiled = { on: string[][]; and: string[][] | null; not: string[][] | null; add: string[]; specificity: number };

/** Porter stems of a text's words, lower-case, straight apostrophes, possessive "'s" dropped ("baby's" → "babi"). */
export function stemWords(text: string): string[] {
  return (text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [])
    .map((w) => w.replace(/'s$/, ''))
    .map((w) => (/\d/.test(w) ? w : stemmer(w.replace(/'/g, ''))));
}

/** Marks a trigger word matched as written, not by its stem ("=boxing": not "box"); see {@link phrases}. */
const EXACT = '=';

/**
 * A `|`-separated phrase list as sequences of stems; a word written with a leading `=` is kept as written, for words
 * whose stem is another word ("=boxing" would be "box", "=lettering" "letter").
 */
function phrases(list: string): string[][] {
  return list.split('|').map((p) => p.trim().split(/\s+/).flatMap((w) => (w.startsWith(EXACT) ? [w] : stemWords(w)))).filter((p) => p.length > 0);
}

/** A message's words for matching: each word's stem, and the word as written (with {@link EXACT}) at the same place. */
function messageStems(text: string): string[][] {
  const words = text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  return words.map((w) => [stemWords(w)[0] ?? w, EXACT + w.replace(/'s$/, '')]);
}

/** Does a phrase (stems, or words marked {@link EXACT}) occur in a message's words ({@link messageStems}), its words in a row? */
function hasPhrase(words: readonly string[][], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (!words[i + j]!.includes(phrase[j]!)) continue outer;
    return true;
  }
  return false;
}

const COMPILED: Compiled[] = Object.values(SITUATIONS).flat().map(([on, add, and, not]) => {
  const onP = phrases(on);
  const andP = and ? phrases(and) : null;
  const kinds = add.split(',').map((k) => k.trim()).filter(Boolean);
  return {
    on: onP, and: andP, not: not ? phrases(not) : null,
    add: kinds,
    // A context condition makes a situation more specific (a baby's flight over any flight).
    specificity: (andP ? 2 : 0),
  };
});

/**
 * Last words of kinds that say a place, a person, a group or an event far more often than a product ("at a bank",
 * "the lights", "a board meeting", "my head"), or a verb as often ("I saw", "switch to"): not taken for a kind the
 * shopper names.
 */
const NOT_KINDS = new Set(stemWords(`can bank light lights set pack packs case board head arm post seat tree support control aid lead rest measure press
protection storage management relief remedy treatment supplies food games game favors target guard guards band bands scale
litter file film alarm stone strip strips tips drops cubes picks
animals announcement backs bits buttons clip clock collection con console deck drive figures formula
handle insert line meals memorial milk model movies numbers play player pull pulls punch records remote roll station system table
tea teens thread top tops tray stairs stars shield solution straw gadgets notions snacks saw switch socket trunk`));
/** A noun's singular and plural forms ("boots" → boot, boots; "supplies" → supply …), lower case. */
function nounForms(w: string): string[] {
  const one = w.replace(/ies$/, 'y').replace(/(?<=(?:s|x|z|ch|sh))es$/, '').replace(/(?<!s)s$/, '');
  return [w, one, `${one}s`, `${one}es`, one.replace(/y$/, 'ies')];
}
/**
 * Head nouns of every product kind of the table, and of clothes and shoes, as written (singular and plural): the words
 * by which a shopper names a kind themselves. Surface forms, not stems: "panting" is not "pants".
 */
const KIND_WORDS = new Set([
  ...COMPILED.flatMap((c) => c.add.map((k) => k.split(/\s+/).at(-1)!)).filter((h) => !NOT_KINDS.has(stemWords(h)[0]!)),
  // Clothes and shoes, a closed class of general English, which the table's kinds do not all end in.
  ...'jeans trousers slacks sneakers trainers hoodie sweatshirt blouse tee tshirt skirt dress pajamas robe sweater cardigan vest jacket coat suit uniform'.split(' '),
].flatMap(nounForms));
/** A count before a kind ("8 plates", "two pairs of jeans"): how many the shopper has of what they need more of. */
const COUNT_RE = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|few|couple|pairs?|sets?|of)$/;

/** A situation a message tells: its product kinds and how specific its match was. */
export type SituationMatch = { add: string[]; specificity: number; said: string[] };

/** The situations a message tells (trigger found, context present, no excluded phrase), in table order. */
export function findSituations(text: string): SituationMatch[] {
  const words = messageStems(text);
  const out: SituationMatch[] = [];
  for (const c of COMPILED) {
    let trigger: string[] = [];
    for (const p of c.on) if (p.length > trigger.length && hasPhrase(words, p)) trigger = p;
    if (!trigger.length) continue;
    const context = c.and?.find((p) => hasPhrase(words, p));
    if (c.and && !context) continue;
    if (c.not?.some((p) => hasPhrase(words, p))) continue;
    out.push({ add: c.add, specificity: c.specificity + trigger.length, said: [...trigger, ...(context ?? [])].map((w) => w.replace(EXACT, '')) });
  }
  return out;
}

/** Words after a product noun that make it the subject of what happened ("printer just told me", "toaster died"). */
const SUBJECT_VERB_RE = /^(?:just|keeps|kept|died|dies|broke|breaks|stopped|quit|won't|wont|doesn't|doesnt|didn't|didnt|can't|cant|has|had|ran|runs|says|said|told|tells|started|starts|finally|always|never|still|already|went|goes|gave|leaks|leaked|smells|got|gets)$/;
/** Words for a gift or an idea of one, which say it is a present but not what kind of product. */
const GIFT_WORD_RE = /^(?:gifts?|presents?|ideas?|stocking|stuffers?)$/;

/**
 * The product words of the situations a need tells, to add to its words: of the matching situations the most specific
 * ({@link MAX_SITUATIONS} at most, ties in table order), each product kind once, without the words the need already
 * has. Nothing when the shopper names a kind of product themselves (a head noun of the table, or of clothes, said
 * without "my / our / his / her" before it: "yoga pants" asks for pants, "we camp a lot, shopping for a tent" for a
 * tent) or counts one ("I own exactly 8 plates", "ripped two pairs of jeans": more of it, or a new one, is the need), so
 * what is asked for stays what is searched and stays the kind the search reads; a gift or gift ideas name no kind. `words`:
 * the need's words so far (lower-case).
 */
export function situationWords(text: string, words: readonly string[]): string[] {
  const found = findSituations(text);
  if (!found.length) return [];
  const top = Math.max(...found.map((f) => f.specificity));
  const chosen = found.filter((f) => f.specificity === top).slice(0, MAX_SITUATIONS);
  // The words of the situation itself (its trigger and context: "litter box" of a cat's litter) name no kind asked for.
  const said = new Set(chosen.flatMap((f) => f.said));
  // Kinds the shopper names themselves, not as what they have ("my running shoes are squishy" has shoes).
  const tokens = text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}']+|[,.;:!?]/gu) ?? [];
  const named = tokens.some((w, i) => {
    // A gift asked for names no kind: "any gift ideas for my brother, he's into fishing" is the fishing situation's.
    if (!KIND_WORDS.has(w) || said.has(stemWords(w)[0]!) || GIFT_WORD_RE.test(w)) return false;
    if (i > 0 && COUNT_RE.test(tokens[i - 1]!)) return true;
    // Said of, not asked for: "jeans are a no", "a suit is overkill"; or a verb ("he watches", "so he can drink", "not
    // just float around").
    if (/^(?:is|are|was|were|isn't|aren't|wasn't|weren't)$/.test(tokens[i + 1] ?? '')) return false;
    // The subject of what happened ("printer just told me the black is empty", "vacuum died again").
    if ((i === 0 || /^[.;:!?,]$/.test(tokens[i - 1]!)) && SUBJECT_VERB_RE.test(tokens[i + 1] ?? '')) return false;
    // A thing told of in a relative clause ("the Sonic games he played as a kid", "the shows she watched").
    // (What someone has or uses stays named: "the cheap sponge she has isn't cutting it" wants a better sponge.)
    if (/^(?:he|she|they|i|we|you)$/.test(tokens[i + 1] ?? '') && /^(?:played|loved|watched|read|grew)$/.test(tokens[i + 2] ?? '')) return false;
    // A thing named where something is ("put out next to a basket of bread", "on the table").
    if (i > 1 && /^(?:a|an|the)$/.test(tokens[i - 1]!) && (/^(?:on|onto|under|beside|near|behind|inside)$/.test(tokens[i - 2]!) || (tokens[i - 2] === 'to' && tokens[i - 3] === 'next'))) return false;
    // A particle of a phrasal verb ("brings up the Sonic games", "grew up with"), not the kind "touch up".
    if (w === 'up' && tokens[i - 1] !== 'touch') return false;
    if (i > 0 && /^(?:to|can|could|will|would|should|might|must|i|he|she|we|they|you|it|just|not|don't|dont|doesn't|never|always|also|actually|then)$/.test(tokens[i - 1]!)) return false;
    // What they have: "my / our …" or "own / have / wear …" before it in its clause, a list included ("all I own are
    // polos and hoodies"), back to a word that asks for something ("… and need a blazer").
    for (let j = i - 1; j >= Math.max(0, i - 6); j--) {
      const b = tokens[j]!;
      if (/^[.;:!?]$/.test(b) || /^(?:need|needs|want|wants|looking|buy|get|recommend|suggest|show|find|like|any)$/.test(b)) break;
      if (/^(?:my|our|his|her|their|your|own|owns|have|has|had|old|current|wearing|wear|wore|mine)$/.test(b)) return false;
    }
    return true;
  });
  if (named) return [];
  const have = new Set(words.flatMap((w) => stemWords(w)));
  // The shopper already asks for one of the kinds whole ("mask and snorkel" glossed "snorkel set" for snorkeling): the
  // situation adds nothing but other kinds that would outrank it.
  if (chosen.some((f) => f.add.some((k) => stemWords(k).every((s) => have.has(s))))) return [];
  const kinds: string[] = [];
  // A kind is added whole (its head noun stays last: "… running shoes squishy cross training shoes"), unless the need
  // or a more typical kind already has all its words — but for the most typical kind, which the search reads as the
  // kind wanted ("… camera and the strap … camera strap").
  for (const kind of chosen.flatMap((f) => f.add.slice(0, MAX_KINDS))) {
    const stems = stemWords(kind);
    if (kinds.length && stems.every((s) => have.has(s))) continue;
    for (const s of stems) have.add(s);
    kinds.push(kind);
  }
  // The most typical kind last: the search reads the last word of a query's first phrase as the kind of product wanted.
  return kinds.reverse().flatMap((k) => k.split(/\s+/));
}
