/**
 * Spanish → English shopping lexicon (see ./index.ts for the format and sources). Written for Aisle from general
 * Spanish vocabulary: request phrases, function words, ordinals, refinements, prices, colours, sizes, materials,
 * store words (orders, shipping, returns, payment, people), situations and everyday product nouns.
 */
export const ES = `
# request phrases
cuéntame más del = tell me more about the; cuentame mas del = tell me more about the; me cuentas más del = tell me more about the; dime más del = tell me more about the; más información del = more about the; háblame del = tell me about the
me puedes = can you; me podrías = could you; me podrias = could you; me puede = can you; me ayudas = can you help me; me puedes ayudar = can you help me; me ayudas a = can you help me; me buscas = can you find me; me encuentras = can you find me
me cuentas = tell me; me dices = tell me; me puedes decir = can you tell me; me podrías decir = could you tell me; me enseñas = show me; me muestras = show me; háblame de = tell me about; hablame de = tell me about
cuéntame más de = tell me more about; cuentame mas de = tell me more about; cuéntame más sobre = tell me more about; me cuentas más de = tell me more about; me cuentas más sobre = tell me more about; dime más de = tell me more about; dime más sobre = tell me more about; más información de = more about; más información sobre = more about; más detalles de = more details about; más detalles sobre = more details about
le encanta = loves; le encantan = loves; les encanta = love; le gusta = likes; le gustan = likes; les gusta = like
estoy buscando = i am looking for; ando buscando = i am looking for; busco = i am looking for; buscaba = i am looking for; buscar = find
quiero comprar = i want to buy; quisiera = i would like; me gustaría = i would like; me gustaria = i would like; quiero = i want; queria = i wanted
necesito = i need; necesitaría = i would need; me hace falta = i need; me falta = i need; hace falta = need
tenéis = do you have; teneis = do you have; tienen = do you have; tiene = do you have; tienes = do you have; hay = is there; venden = do you sell; vendéis = do you sell
qué me recomiendas = what do you recommend; que me recomiendas = what do you recommend; qué me recomienda = what do you recommend; qué recomiendas = what do you recommend
me recomiendas = can you recommend; recomiéndame = recommend me; recomiendame = recommend me; recomendar = recommend; recomienda = recommend; sugerencias = suggestions; ideas = ideas
enséñame = show me; enseñame = show me; ensename = show me; muéstrame = show me; muestrame = show me; dame = give me; dime = tell me; cuéntame = tell me; cuentame = tell me
por favor = please; porfa = please; ayúdame = help me; ayudame = help me; ayuda = help; puedes = can you; podrías = could you; podrias = could you; puede = can you; podéis = can you
me encanta = i love; me encantan = i love; me gusta = i like; me gustan = i like; algo para = something for; algo que = something that; algo = something; alguno = any; alguna = any; algún = any
# function words
el = the; la = the; los = the; las = the; lo = it; un = a; una = an; unos = some; unas = some; uno = one
de = of; del = of the; al = to the; a = to; en = in; con = with; sin = without; para = for; por = for; sobre = about; entre = between; hasta = up to; desde = from
y = and; o = or; pero = but; que = that; qué = what; cuál = which; cual = which; cuáles = which; quién = who; dónde = where; donde = where; cuándo = when; cuando = when; cómo = how; como = like
cuánto = how much; cuanto = how much; cuánta = how much; cuántos = how many; cuantos = how many; cuesta = does cost; cuestan = do cost; vale = costs; valen = cost; precio = price
mi = my; mis = my; tu = your; tus = your; su = your; sus = your; nuestro = our; yo = i; tú = you; usted = you; me = me; te = you; se = ; nos = us; le = ; les = ; es = is; son = are; está = is; esta = this; estan = are; están = are
este = this; estos = these; estas = these; ese = that; esa = that; esos = those; esas = those; eso = that; esto = this; aquel = that; otro = other; otra = other; otros = others; otras = others
muy = very; más = more; mas = more; menos = less; tan = so; también = also; tambien = also; solo = only; sólo = only; solamente = only; ya = already; aún = still; todavía = still; todavia = still
sí = yes; si = if; no = not; nada = nothing; todo = all; todos = all; cada = each; mucho = much; muchos = many; poco = little; bien = well; mejor = better; peor = worse
tengo = i have; tenemos = we have; he = i have; ha = has; han = have; hemos = we have; soy = i am; estoy = i am; fue = was; ser = be; estar = be; puedo = can i; podemos = can we
hola = hello; buenas = hello; buenos días = good morning; buenas tardes = good afternoon; buenas noches = good evening; gracias = thanks; muchas gracias = thank you; adiós = goodbye; adios = goodbye; hasta luego = see you
eso es todo = that's all; es todo = that's all; nada más = nothing else; nada mas = nothing else; vale = ok; genial = great; perfecto = perfect
# ordinals, references, refinements
del primero = of the first one; de la primera = of the first one; del segundo = of the second one; de la segunda = of the second one; del tercero = of the third one; de la tercera = of the third one; del último = of the last one; de la última = of the last one
el primero = the first one; la primera = the first one; el segundo = the second one; la segunda = the second one; el tercero = the third one; la tercera = the third one
el cuarto = the fourth one; la cuarta = the fourth one; el quinto = the fifth one; la quinta = the fifth one; el último = the last one; la última = the last one; el ultimo = the last one; la ultima = the last one
primero = first; primera = first; segundo = second; segunda = second; tercero = third; tercera = third; tercer = third; cuarto = fourth; cuarta = fourth; quinto = fifth; quinta = fifth; último = last; última = last; ultimo = last
los dos primeros = the first two; las dos primeras = the first two; los dos = both; las dos = both; ambos = both; ese mismo = that one; esa misma = that one; ése = that one; ésa = that one
algo más barato = something cheaper; algo más barata = something cheaper; algo mas barato = something cheaper; algo más económico = something cheaper; algo más caro = something more expensive; más barato = cheaper; más baratos = cheaper ones; más baratas = cheaper ones; mas barato = cheaper; mas baratos = cheaper ones; mas baratas = cheaper ones; más económico = cheaper; más económicos = cheaper ones
más caro = more expensive; más caros = more expensive ones; más caras = more expensive ones; el más barato = the cheapest one; la más barata = the cheapest one; el más caro = the most expensive one
enséñame más = show me more; muéstrame más = show me more; ver más = show me more; más opciones = more options; otras opciones = other options; algo más = anything else; hay más = any more
parecidos = similar; parecido = similar; parecida = similar; similares = similar; similar = similar; como el primero = like the first one; como ese = like that one
comparar = compare; compara = compare; diferencia = difference; mejor valorado = best rated; mejor valorados = best rated
eres = are you; sois = are you; opiniones = reviews; reseñas = reviews; resenas = reviews; valoraciones = ratings; valoración = rating; valoracion = rating; estrellas = stars; mejores opiniones = best reviews; mejores reseñas = best reviews; mejor valoración = best rating; mejores valoraciones = best ratings; cuál tiene = which has; cual tiene = which has
# prices
menos de = under; por menos de = under; por debajo de = under; no más de = no more than; máximo = at most; como máximo = at most; más de = over; por encima de = over; al menos = at least; mínimo = at least
entre = between; dólares = dollars; dolares = dollars; dólar = dollar; dolar = dollar; euros = euros; euro = euro; pesos = dollars; libras = pounds; pavos = bucks
barato = cheap; baratos = cheap; barata = cheap; baratas = cheap; económico = cheap; economico = cheap; económicos = cheap; caro = expensive; cara = expensive; caros = expensive; oferta = sale; ofertas = deals; descuento = discount; rebajas = sale
# colours
negro = black; negra = black; negros = black; negras = black; blanco = white; blanca = white; blancos = white; blancas = white; rojo = red; roja = red; rojos = red; rojas = red
azul = blue; azules = blue; azul marino = navy blue; azul claro = light blue; azul oscuro = dark blue; verde = green; verdes = green; amarillo = yellow; amarilla = yellow; amarillos = yellow
naranja = orange; morado = purple; morada = purple; violeta = violet; lila = lilac; rosa = pink; rosado = pink; rosada = pink; marrón = brown; marron = brown; café = coffee; gris = gray; grises = gray
beige = beige; dorado = gold; dorada = gold; plateado = silver; plateada = silver; plata = silver; oro = gold; turquesa = turquoise; granate = maroon; burdeos = burgundy; crema = cream; transparente = clear
de color = in; en color = in; color = color; colores = colors
# sizes
talla = size; tallas = sizes; tamaño = size; número = size; numero = number; pequeño = small; pequeña = small; pequeños = small; pequeñas = small; mediano = medium; mediana = medium
grande = large; grandes = large; extra grande = extra large; muy grande = extra large; chico = small; chica = small; enorme = large; mini = mini
# materials
de algodón = cotton; algodón = cotton; algodon = cotton; cuero = leather; piel = leather; lana = wool; madera = wood; acero inoxidable = stainless steel; acero = steel; plástico = plastic; plastico = plastic
vidrio = glass; cristal = glass; seda = silk; metal = metal; cerámica = ceramic; ceramica = ceramic; bambú = bamboo; silicona = silicone; goma = rubber; tela = fabric; lino = linen; poliéster = polyester; terciopelo = velvet
# store words
pedido = order; pedidos = orders; compra = purchase; compré = i bought; compre = i bought; número de pedido = order number; numero de pedido = order number; estado = status; el estado de = the status of
envío = shipping; envio = shipping; envíos = shipping; gastos de envío = shipping cost; entrega = delivery; entregas = delivery; enviar = ship; envían = do you ship; envian = do you ship; llegar = arrive; llega = arrive; llegado = arrived; llegó = arrived; llegue = arrive; tarda = take; tardan = take; tardar = take
seguimiento = tracking; rastrear = track; paquete = package; paquetes = packages; dirección = address; direccion = address; dirección de envío = shipping address; cambiar = change; modificar = change
devolver = return; devolución = return; devolucion = return; devoluciones = returns; cambio = exchange; reembolso = refund; reembolsar = refund; me devuelvan el dinero = money back; mi dinero = my money
cancelar = cancel; anular = cancel; pago = payment; pagos = payments; pagar = pay; tarjeta = card; tarjeta de crédito = credit card; métodos de pago = payment methods; formas de pago = payment methods; aceptáis = do you accept; aceptan = do you accept; aceptais = do you accept; factura = invoice; recibo = receipt
cuenta = account; contraseña = password; contrasena = password; iniciar sesión = sign in; registrarme = sign up; correo = email; correo electrónico = email address; mail = email; email = email; e-mail = email
política = policy; politica = policy; garantía = warranty; garantia = warranty; gratis = free; gratuito = free; tienda = store; producto = product; productos = products; artículo = item; articulo = item; artículos = items; carrito = cart; cesta = cart; comprar = buy
hablar con = talk to; hablar = talk; persona = person; una persona = a person; humano = human; agente = agent; alguien = someone; atención al cliente = customer service; queja = complaint; reclamación = complaint
# situations and everyday words
frío = cold; frio = cold; calor = heat; caliente = hot; calentito = warm; abrigado = warm; cálido = warm; cálida = warm; fresco = cool; playa = beach; sol = sun; lluvia = rain; nieve = snow; invierno = winter; verano = summer
viaje = travel; viajar = travel; trabajo = work; oficina = office; escuela = school; colegio = school; universidad = college; clase = class; cocina = kitchen; cocinar = cooking; baño = bathroom; bano = bathroom; ducha = shower; dormitorio = bedroom; salón = living room; sofá = sofa; sofa = sofa; cama = bed
jardín = garden; jardin = garden; coche = car; carro = car; casa = home; hogar = home; fiesta = party; regalo = gift; regalar = gift; regalos = gifts; cumpleaños = birthday; navidad = christmas; boda = wedding; deporte = sports; correr = running; gimnasio = gym; dormir = sleep; duermo = sleep; descansar = rest
café = coffee; cafe = coffee; té = tea; agua = water; vino = wine; cerveza = beer; comida = food; pelo = hair; cabello = hair; rizado = curly; seco = dry; secos = dry; seca = dry; secas = dry; graso = oily; piel = skin; manos = hands; mano = hand; pies = feet; pie = foot; ojos = eyes; dientes = teeth; cara = face; espalda = back
perro = dog; perros = dogs; perrito = puppy; cachorro = puppy; gato = cat; gatos = cats; gatito = kitten; pájaro = bird; pez = fish; mascota = pet; mascotas = pets
niño = kid; niños = kids; niña = girl; niñas = girls; bebé = baby; bebe = baby; bebés = babies; recién nacido = newborn; mujer = women; mujeres = women; hombre = men; hombres = men; chico = boy; chica = girl; mamá = mom; madre = mother; papá = dad; padre = father; abuela = grandma; abuelo = grandpa; amigo = friend; amiga = friend; novia = girlfriend; novio = boyfriend; esposa = wife; marido = husband
móvil = phone; movil = phone; celular = phone; teléfono = phone; telefono = phone; ordenador = computer; portátil = laptop; portatil = laptop; tableta = tablet; televisor = tv; tele = tv; inalámbrico = wireless; inalambrico = wireless; inalámbricos = wireless; inalámbricas = wireless; recargable = rechargeable; eléctrico = electric; eléctrica = electric
impermeable = waterproof; cómodo = comfortable; comodo = comfortable; cómoda = comfortable; cómodos = comfortable; suave = soft; suaves = soft; ligero = lightweight; ligera = lightweight; resistente = durable; portátil = portable; largo = long; larga = long; corto = short; corta = short; nuevo = new; bonito = nice; bonita = nice; original = original; práctico = practical; útil = useful; divertido = fun
mejor = better; mejores = best; bueno = good; buena = good; buenos = good; buenas = good; calidad = quality; marca = brand
# product nouns
auriculares = headphones; auricular = headphone; cascos = headphones; audífonos = earbuds; altavoz = speaker; altavoces = speakers; cargador = charger; cargadores = chargers; cable = cable; cables = cables; batería = battery; bateria = battery; pilas = batteries; funda = case; fundas = cases; carcasa = case; protector de pantalla = screen protector
ratón = mouse; raton = mouse; teclado = keyboard; pantalla = screen; monitor = monitor; cámara = camera; camara = camera; reloj = watch; relojes = watches; reloj inteligente = smart watch; lámpara = lamp; lampara = lamp; bombilla = light bulb; linterna = flashlight; enchufe = plug; adaptador = adapter
gafas de sol = sunglasses; gafas = glasses; lentes = glasses; sombrero = hat; gorra = cap; gorro = beanie; bufanda = scarf; guantes = gloves; calcetines = socks; medias = socks; zapatos = shoes; zapatillas = sneakers; zapatillas de deporte = sneakers; botas = boots; sandalias = sandals; chanclas = flip flops; pantuflas = slippers
camiseta = t-shirt; camisetas = t-shirts; camisa = shirt; camisas = shirts; pantalones = pants; pantalón = pants; vaqueros = jeans; falda = skirt; vestido = dress; vestidos = dresses; chaqueta = jacket; abrigo = coat; sudadera = hoodie; jersey = sweater; suéter = sweater; pijama = pajamas; bañador = swimsuit; traje de baño = swimsuit; ropa interior = underwear; sujetador = bra; cinturón = belt
bolso = bag; bolsa = bag; mochila = backpack; mochilas = backpacks; maleta = suitcase; cartera = wallet; monedero = wallet; llavero = keychain; llaves = keys; paraguas = umbrella; joyas = jewelry; collar = necklace; pulsera = bracelet; pendientes = earrings; anillo = ring
taza = mug; tazas = mugs; vaso = glass; vasos = glasses; botella = bottle; botella de agua = water bottle; termo = thermos; plato = plate; platos = plates; cuchillo = knife; cuchillos = knives; tenedor = fork; cuchara = spoon; sartén = frying pan; sarten = frying pan; olla = pot; cafetera = coffee maker; tetera = teapot; hervidor = kettle; tostadora = toaster; batidora = blender; licuadora = blender
sábanas = sheets; sabanas = sheets; manta = blanket; mantas = blankets; edredón = comforter; almohada = pillow; almohadas = pillows; cojín = cushion; cojines = pillows; toalla = towel; toallas = towels; cortinas = curtains; alfombra = rug; espejo = mirror; colchón = mattress; colchon = mattress; silla = chair; mesa = table; escritorio = desk; estantería = shelf
champú = shampoo; champu = shampoo; acondicionador = conditioner; jabón = soap; jabon = soap; crema = cream; cremas = creams; crema hidratante = moisturizer; protector solar = sunscreen; perfume = perfume; maquillaje = makeup; pintalabios = lipstick; cepillo = brush; cepillo de dientes = toothbrush; pasta de dientes = toothpaste; peine = comb; secador = hair dryer; maquinilla = razor
juguete = toy; juguetes = toys; muñeca = doll; peluche = stuffed animal; puzle = puzzle; rompecabezas = puzzle; juego = game; juegos = games; juego de mesa = board game; pelota = ball; balón = ball; bicicleta = bike; patinete = scooter; cometa = kite
correa = leash; collar de perro = dog collar; comedero = bowl; cama para perro = dog bed; arena para gatos = cat litter; rascador = scratching post; pienso = food
cuaderno = notebook; cuadernos = notebooks; libreta = notebook; bolígrafo = pen; boligrafo = pen; bolígrafos = pens; lápiz = pencil; lápices = pencils; libro = book; libros = books; agenda = planner; calculadora = calculator; tijeras = scissors; estuche = pencil case
herramienta = tool; herramientas = tools; taladro = drill; destornillador = screwdriver; martillo = hammer; cinta = tape; pegamento = glue; escalera = ladder; manguera = hose; maceta = pot; plantas = plants; semillas = seeds; tienda de campaña = tent; saco de dormir = sleeping bag; esterilla = mat; esterilla de yoga = yoga mat; pesas = dumbbells; raqueta = racket
pañales = diapers; biberón = bottle; chupete = pacifier; cochecito = stroller; babero = bib
# off-topic (general requests to an assistant)
deberes = homework; tarea = homework; tareas = homework; matemáticas = math; matematicas = math; examen = exam; ecuación = equation; ejercicio = exercise; poema = poem; ensayo = essay; redacción = essay
chiste = joke; chistes = jokes; cuéntame un chiste = tell me a joke; qué tiempo hace = what's the weather; que tiempo hace = what's the weather; qué tiempo hará = what's the weather; el tiempo = the weather; clima = weather; qué hora es = what time is it; hora = time
vuelo = flight; vuelos = flights; reservar = book; reserva = booking; hotel = hotel; canción = song; música = music; noticias = news; receta = recipe; traducir = translate; mañana = tomorrow; hoy = today; ayer = yesterday; ahora = now; noche = night; día = day; semana = week
`;
