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
    ['out of ink|ran out of ink|low on ink|ink is low|ink ran out|ink is empty|ink dried up|prints are faded|prints faded|printing blank|prints blank pages|printing streaks', 'ink cartridge, printer ink, printer paper', 'printer|print|prints|printing|cartridge|cartridges|inkjet|epson|canon|hp', 'pen|pens|marker|markers|stamp|tattoo'],
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
    ['grew up with nintendo|grew up playing|grew up with the nes|grew up with sega|grew up with atari|nes|snes|super nintendo|n64|nintendo 64|gameboy|game boy|atari|sega genesis|sega|retro games|retro gaming|retro video games|old school games|old school video games|old video games|classic video games|80s video games|90s video games|arcade games|8 bit games|8 bit', 'retro game console, classic video games, game controller', FAN],
    ['mario|super mario|zelda|legend of zelda|kirby|donkey kong|metroid|smash bros|super smash|animal crossing|splatoon|mario kart', 'nintendo switch games, nintendo switch controller, video games', FAN],
    ['pokemon|pokémon|pikachu|pokemon go', 'pokemon toys, pokemon cards, pokemon plush', FAN, 'pokemon cards|card collecting|trading cards'],
    ['halo|call of duty|fortnite|minecraft|roblox|gta|grand theft auto|fifa|ea fc|madden|nba 2k|2k|elden ring|skyrim|fallout|overwatch|apex legends|league of legends|valorant|world of warcraft|the sims|sims 4|destiny 2|rocket league|among us|zelda fan', 'video games, gaming headset, game controller', 'game|games|gaming|play|plays|playing|fan|loves|obsessed|xbox|playstation|pc|switch|into|addicted|hours'],
    ['history documentaries|history documentary|history channel|watches documentaries|watching documentaries|loves documentaries|documentaries about|war documentaries|ww2|wwii|ww1|wwi|world war|world war 2|world war ii|civil war|vietnam war|military history|presidents|founding fathers|ancient rome|ancient egypt|ancient greece|medieval history|roman empire|american revolution|cold war|history buff|history nerd|history lover|loves history|into history|history geek|war buff|civil war buff', 'history books, biographies, military history books', 'documentar|history|buff|book|books|read|reads|reading|fan|loves|love|into|obsessed|nerd|geek|watches|watching|gift|lover|anything about'],
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
    ['dinosaurs|dinosaur|dino|dinos|t rex|trex|jurassic|jurassic park|jurassic world|paleontologist|fossils', 'dinosaur toys, dinosaur books, dinosaur figurines', 'kid|kids|son|daughter|child|boy|girl|year old|years old|loves|obsessed|into|birthday|fan|nephew|niece|grandson|granddaughter|toddler'],
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
 * "the lights", "a board meeting", "my head"): not taken for a kind the shopper names.
 */
const NOT_KINDS = new Set(stemWords(`can bank light lights set pack packs case board head arm post seat tree support control aid lead rest measure press
protection storage management relief remedy treatment supplies food games game favors target guard guards band bands scale
litter file film alarm stone strip strips tips drops cubes picks
animals announcement backs bits buttons clip clock collection con console deck drive figures formula
handle insert line meals memorial milk model movies numbers play player pull pulls punch records remote roll station system table
tea teens thread top tops tray stairs stars shield solution straw gadgets notions snacks`));
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

/**
 * The product words of the situations a need tells, to add to its words: of the matching situations the most specific
 * ({@link MAX_SITUATIONS} at most, ties in table order), each product kind once, without the words the need already
 * has. Nothing when the shopper names a kind of product themselves (a head noun of the table, or of clothes, said
 * without "my / our / his / her" before it: "yoga pants" asks for pants, "we camp a lot, shopping for a tent" for a
 * tent) or counts one ("I own exactly 8 plates", "ripped two pairs of jeans": more of it, or a new one, is the need), so
 * what is asked for stays what is searched and stays the kind the search reads. `words`: the need's words so far (lower-case).
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
    if (!KIND_WORDS.has(w) || said.has(stemWords(w)[0]!)) return false;
    if (i > 0 && COUNT_RE.test(tokens[i - 1]!)) return true;
    // Said of, not asked for: "jeans are a no", "a suit is overkill"; or a verb ("he watches", "so he can drink", "not
    // just float around").
    if (/^(?:is|are|was|were|isn't|aren't|wasn't|weren't)$/.test(tokens[i + 1] ?? '')) return false;
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
