/**
 * Portuguese → English shopping lexicon (Brazilian and European usage; see ./index.ts for the format and sources).
 * Written for Aisle from general Portuguese vocabulary: request phrases, function words, ordinals, refinements, prices,
 * colours, sizes, materials, store words (orders, shipping, returns, payment, people), situations and product nouns.
 */
export const PT = `
# request phrases
estou procurando = i am looking for; estou à procura de = i am looking for; procuro = i am looking for; procurando = looking for; queria = i would like; gostaria de = i would like; eu gostaria = i would like
quero = i want; quero comprar = i want to buy; preciso de = i need; preciso = i need; eu preciso = i need; vocês têm = do you have; voces tem = do you have; vocês tem = do you have; tem = do you have; têm = do you have; há = is there; vendem = do you sell
o que você recomenda = what do you recommend; o que recomenda = what do you recommend; o que me recomenda = what do you recommend; recomenda = recommend; recomendar = recommend; sugestões = suggestions; sugestão = suggestion; ideias = ideas
mostra = show; mostre = show; mostra-me = show me; me mostra = show me; me mostre = show me; mostrar = show; me dá = give me; me diga = tell me; me conta = tell me; conta-me = tell me; me conte = tell me
por favor = please; me ajuda = help me; me ajude = help me; ajuda = help; pode = can you; podem = can you; você pode = can you; poderia = could you
eu adoro = i love; adoro = i love; eu amo = i love; gosto de = i like; algo para = something for; alguma coisa = something; algo = something; algum = any; alguma = any
# function words
o = the; a = the; os = the; as = the; um = a; uma = a; uns = some; umas = some; do = of the; da = of the; dos = of the; das = of the; no = in the; na = in the; nos = in the; nas = in the; ao = to the; à = to the; pelo = by the; pela = by the
de = of; em = in; com = with; sem = without; para = for; pra = for; por = for; sobre = about; entre = between; até = up to; ate = up to; desde = since
e = and; ou = or; mas = but; que = that; quê = what; qual = which; quais = which; quem = who; onde = where; quando = when; como = how; porque = because; por que = why
quanto = how much; quanto custa = how much is; quanto é = how much is; custa = costs; custam = cost; preço = price; preco = price
meu = my; minha = my; meus = my; minhas = my; seu = your; sua = your; seus = your; suas = your; nosso = our; nossa = our
eu = i; você = you; voce = you; vocês = you; ele = he; ela = she; nós = we; eles = they; elas = they; me = me; te = you; se = ; lhe = you
é = is; são = are; está = is; estão = are; estou = i am; sou = i am; foi = was; ser = be; estar = be; tenho = i have; temos = we have; tinha = had; posso = can i; podemos = can we
este = this; esta = this; isto = this; esse = that; essa = that; isso = that; aquele = that; aquela = that; estes = these; estas = these; esses = those; essas = those; outro = other; outra = other; outros = others; outras = others
muito = very; mais = more; menos = less; também = also; tambem = also; só = only; so = only; somente = only; apenas = only; já = already; ainda = still; sempre = always; nunca = never; sim = yes; não = not; nao = not; nada = nothing; tudo = everything; todos = all; cada = each; pouco = little; bem = well; melhor = better
olá = hello; ola = hello; oi = hi; bom dia = good morning; boa tarde = good afternoon; boa noite = good evening; obrigado = thanks; obrigada = thanks; muito obrigado = thank you; muito obrigada = thank you; tchau = bye; até logo = see you
é só isso = that's all; só isso = that's all; é tudo = that's all; mais nada = nothing else; nada mais = nothing else; tá bom = ok; ok = ok; ótimo = great; perfeito = perfect
# ordinals, references, refinements
tem mais barato = anything cheaper; tem mais barata = anything cheaper; tem algo mais barato = anything cheaper; tem mais caro = anything more expensive
o primeiro = the first one; a primeira = the first one; o segundo = the second one; a segunda = the second one; o terceiro = the third one; a terceira = the third one; o quarto = the fourth one; a quarta = the fourth one; o quinto = the fifth one; o último = the last one; a última = the last one
primeiro = first; primeira = first; segundo = second; segunda = second; terceiro = third; terceira = third; quarto = fourth; quinto = fifth; último = last; última = last; ultimo = last
os dois primeiros = the first two; as duas primeiras = the first two; os dois = both; as duas = both; ambos = both
algo mais barato = something cheaper; algo mais barata = something cheaper; alguma coisa mais barata = something cheaper; algo mais caro = something more expensive; mais barato = cheaper; mais baratos = cheaper ones; mais barata = cheaper; mais baratas = cheaper ones; mais em conta = cheaper; mais caro = more expensive; mais caros = more expensive ones; o mais barato = the cheapest one; a mais barata = the cheapest one; o mais caro = the most expensive one
mostra mais = show me more; mostre mais = show me more; ver mais = show me more; mais opções = more options; outras opções = other options; mais alguma coisa = anything else; tem mais = any more
parecido = similar; parecidos = similar; parecida = similar; semelhante = similar; semelhantes = similar; como o primeiro = like the first one; comparar = compare; diferença = difference; mais bem avaliado = best rated
você é = are you; voce e = are you; és = are you; avaliações = reviews; avaliacoes = reviews; opiniões = reviews; opinioes = reviews; estrelas = stars; melhores avaliações = best reviews; qual tem = which has
# prices
menos de = under; por menos de = under; abaixo de = under; no máximo = at most; até = up to; mais de = over; acima de = over; pelo menos = at least; no mínimo = at least
dólares = dollars; dolares = dollars; dólar = dollar; euros = euros; euro = euro; reais = dollars; real = dollar; pila = bucks; conto = bucks
barato = cheap; baratos = cheap; barata = cheap; baratas = cheap; econômico = cheap; caro = expensive; cara = expensive; caros = expensive; promoção = sale; oferta = deal; desconto = discount; liquidação = sale
# colours
preto = black; preta = black; pretos = black; pretas = black; branco = white; branca = white; brancos = white; vermelho = red; vermelha = red; vermelhos = red; azul = blue; azuis = blue; azul-marinho = navy blue; azul marinho = navy blue; azul claro = light blue; azul escuro = dark blue
verde = green; verdes = green; amarelo = yellow; amarela = yellow; laranja = orange; roxo = purple; roxa = purple; lilás = lilac; rosa = pink; cor-de-rosa = pink; marrom = brown; castanho = brown; cinza = gray; cinzento = gray; bege = beige; dourado = gold; dourada = gold; prateado = silver; prata = silver; ouro = gold; turquesa = turquoise; vinho = burgundy; creme = cream; transparente = clear
cor = color; cores = colors; na cor = in; de cor = in
# sizes
tamanho = size; tamanhos = sizes; número = size; numero = number; pequeno = small; pequena = small; pequenos = small; médio = medium; media = medium; média = medium; grande = large; grandes = large; extra grande = extra large; gg = xl
# materials
de algodão = cotton; algodão = cotton; algodao = cotton; couro = leather; lã = wool; la = wool; madeira = wood; aço inoxidável = stainless steel; inox = stainless steel; aço = steel; plástico = plastic; vidro = glass; seda = silk; metal = metal; cerâmica = ceramic; bambu = bamboo; silicone = silicone; borracha = rubber; tecido = fabric; linho = linen; veludo = velvet
de que material = what is it made of; que material = what material; material = material
# store words
pedido = order; pedidos = orders; meu pedido = my order; número do pedido = order number; encomenda = order; encomendas = orders; compra = purchase; comprei = i bought; status = status; estado = status; situação = status; rastreamento = tracking; rastrear = track; código de rastreio = tracking number
envio = shipping; frete = shipping; entrega = delivery; entregas = delivery; enviar = ship; enviam = do you ship; chegar = arrive; chegou = arrived; chega = arrive; demora = take; demoram = take; prazo = delivery time; pacote = package; encomenda chegou = package arrived; endereço = address; endereco = address; endereço de entrega = shipping address; mudar = change; alterar = change
devolver = return; devolução = return; devolucao = return; trocar = exchange; troca = exchange; trocas = exchanges; reembolso = refund; estorno = refund; meu dinheiro de volta = money back; dinheiro de volta = money back; cancelar = cancel; cancelamento = cancellation
pagamento = payment; pagar = pay; cartão = card; cartao = card; cartão de crédito = credit card; formas de pagamento = payment methods; aceitam = do you accept; boleto = bank slip; pix = pix; fatura = invoice; nota fiscal = invoice; recibo = receipt
conta = account; senha = password; entrar = sign in; cadastro = sign up; e-mail = email; email = email
política = policy; politica = policy; garantia = warranty; grátis = free; gratis = free; gratuito = free; loja = store; produto = product; produtos = products; item = item; itens = items; carrinho = cart; comprar = buy
falar com = talk to; falar = talk; atendente = agent; pessoa = person; uma pessoa = a person; humano = human; alguém = someone; alguem = someone; atendimento = customer service; reclamação = complaint
# situations and everyday words
frio = cold; frios = cold; fria = cold; calor = heat; quente = warm; quentinho = warm; fresco = cool; praia = beach; sol = sun; chuva = rain; neve = snow; inverno = winter; verão = summer; viagem = travel; viajar = travel; trabalho = work; escritório = office; escola = school; faculdade = college; cozinha = kitchen; cozinhar = cooking
banheiro = bathroom; casa de banho = bathroom; chuveiro = shower; quarto de dormir = bedroom; sala = living room; sofá = couch; cama = bed; jardim = garden; carro = car; casa = home; festa = party; presente = gift; presentes = gifts; presentear = gift; aniversário = birthday; natal = christmas; casamento = wedding
esporte = sports; desporto = sports; corrida = running; correr = running; academia = gym; ginásio = gym; dormir = sleep; sono = sleep
café = coffee; cafe = coffee; chá = tea; cha = tea; água = water; vinho tinto = red wine; cerveja = beer; comida = food; cabelo = hair; cabelos = hair; seco = dry; secos = dry; seca = dry; ressecado = dry; ressecadas = dry; ressecados = dry; oleoso = oily; cacheado = curly; pele = skin; mãos = hands; mão = hand; pés = feet; pé = foot; olhos = eyes; dentes = teeth; rosto = face; costas = back
cachorro = dog; cachorros = dogs; cão = dog; cães = dogs; filhote = puppy; gato = cat; gatos = cats; gatinho = kitten; pássaro = bird; peixe = fish; pet = pet; animal de estimação = pet
criança = kid; crianças = kids; bebê = baby; bebe = baby; bebé = baby; recém-nascido = newborn; recem-nascido = newborn; mulher = women; mulheres = women; feminino = women; femininos = women; feminina = women; homem = men; homens = men; masculino = men; menino = boy; menina = girl; mãe = mom; mae = mom; pai = dad; avó = grandma; avô = grandpa; amigo = friend; amiga = friend; namorada = girlfriend; namorado = boyfriend; esposa = wife; marido = husband
celular = phone; telemóvel = phone; telefone = phone; computador = computer; notebook = laptop; portátil = laptop; tablet = tablet; televisão = tv; tv = tv; sem fio = wireless; recarregável = rechargeable; elétrico = electric; elétrica = electric
à prova d'água = waterproof; a prova d'agua = waterproof; impermeável = waterproof; impermeáveis = waterproof; confortável = comfortable; confortáveis = comfortable; macio = soft; macia = soft; leve = lightweight; resistente = durable; longo = long; comprido = long; curto = short; novo = new; nova = new; bonito = nice; bonita = nice; prático = practical; útil = useful; divertido = fun
melhores = best; bom = good; boa = good; qualidade = quality; marca = brand
# product nouns
fones de ouvido = headphones; fone de ouvido = headphones; fones = headphones; fone = headphones; auscultadores = headphones; caixa de som = speaker; coluna = speaker; carregador = charger; carregadores = chargers; cabo = cable; cabos = cables; bateria = battery; pilhas = batteries; capinha = phone case; capa = case; capas = cases; película = screen protector
mouse = mouse; rato = mouse; teclado = keyboard; tela = screen; monitor = monitor; câmera = camera; camera = camera; câmara = camera; relógio = watch; relógios = watches; relogio = watch; smartwatch = smart watch; luminária = lamp; luminaria = lamp; lâmpada = light bulb; lanterna = flashlight; tomada = plug; adaptador = adapter
óculos de sol = sunglasses; oculos de sol = sunglasses; óculos = glasses; chapéu = hat; boné = cap; gorro = beanie; cachecol = scarf; luvas = gloves; meias = socks; sapatos = shoes; sapato = shoe; tênis = sneakers; tenis = sneakers; tênis de corrida = running shoes; botas = boots; sandálias = sandals; chinelos = flip flops; chinelo = slippers; pantufas = slippers
camiseta = t-shirt; camisetas = t-shirts; camisa = shirt; camisas = shirts; calça = pants; calças = pants; jeans = jeans; saia = skirt; vestido = dress; vestidos = dresses; jaqueta = jacket; casaco = coat; moletom = hoodie; suéter = sweater; pijama = pajamas; maiô = swimsuit; biquíni = bikini; calcinha = underwear; cueca = underwear; sutiã = bra; cinto = belt
bolsa = bag; bolsas = bags; mochila = backpack; mochilas = backpacks; mala = suitcase; carteira = wallet; chaveiro = keychain; chaves = keys; guarda-chuva = umbrella; joias = jewelry; colar = necklace; pulseira = bracelet; brincos = earrings; anel = ring
caneca = mug; canecas = mugs; xícara = cup; copo = glass; copos = glasses; garrafa = bottle; garrafa de água = water bottle; garrafa térmica = thermos; prato = plate; faca = knife; facas = knives; garfo = fork; colher = spoon; frigideira = frying pan; antiaderente = nonstick; panela = pot; cafeteira = coffee maker; chaleira = kettle; torradeira = toaster; liquidificador = blender
lençol = sheets; lençóis = sheets; cobertor = blanket; cobertores = blankets; manta = throw blanket; edredom = comforter; travesseiro = pillow; travesseiros = pillows; almofada = pillow; toalha = towel; toalhas = towels; cortinas = curtains; tapete = rug; espelho = mirror; colchão = mattress; cadeira = chair; mesa = table; escrivaninha = desk; prateleira = shelf
xampu = shampoo; shampoo = shampoo; champô = shampoo; condicionador = conditioner; sabonete = soap; creme = cream; creme para as mãos = hand cream; hidratante = moisturizer; protetor solar = sunscreen; perfume = perfume; maquiagem = makeup; batom = lipstick; escova = brush; escova de dentes = toothbrush; pasta de dente = toothpaste; creme dental = toothpaste; pente = comb; secador = hair dryer; barbeador = razor
brinquedo = toy; brinquedos = toys; boneca = doll; pelúcia = stuffed animal; quebra-cabeça = puzzle; jogo = game; jogos = games; jogo de tabuleiro = board game; bola = ball; bicicleta = bike; patinete = scooter; pipa = kite
coleira = collar; guia = leash; tigela = bowl; comedouro = bowl; caminha = pet bed; areia para gatos = cat litter; arranhador = scratching post; ração = food; morde = chews; mordendo = chewing
caderno = notebook; cadernos = notebooks; caneta = pen; canetas = pens; lápis = pencil; livro = book; livros = books; agenda = planner; calculadora = calculator; tesoura = scissors; estojo = pencil case
ferramenta = tool; ferramentas = tools; furadeira = drill; chave de fenda = screwdriver; martelo = hammer; fita adesiva = tape; cola = glue; escada = ladder; mangueira = hose; vaso = planter; plantas = plants; sementes = seeds; barraca = tent; saco de dormir = sleeping bag; tapete de yoga = yoga mat; halteres = dumbbells; raquete = racket
fraldas = diapers; mamadeira = baby bottle; chupeta = pacifier; carrinho de bebê = stroller; babador = bib
# off-topic (general requests to an assistant)
dever de casa = homework; lição de casa = homework; matemática = math; prova = exam; equação = equation; exercício = exercise; poema = poem; redação = essay
piada = joke; piadas = jokes; me conta uma piada = tell me a joke; como está o tempo = what's the weather; como vai estar o tempo = what's the weather; previsão do tempo = weather forecast; tempo = weather; clima = weather; que horas são = what time is it; horas = time
voo = flight; voos = flights; reservar = book; reserva = booking; hotel = hotel; música = music; canção = song; notícias = news; receita = recipe; traduzir = translate; amanhã = tomorrow; hoje = today; ontem = yesterday; agora = now; noite = night; dia = day; semana = week
`;
