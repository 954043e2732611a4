-- The help centre (issue 17, decision 060): article categories, articles with their texts in every
-- language, and each user's like and view of an article (once each: the primary key).

CREATE TABLE cms_article_category (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort int NOT NULL DEFAULT 0
);

CREATE TABLE cms_article_category_text (
  category_id bigint NOT NULL REFERENCES cms_article_category(id),
  language text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (category_id, language)
);

CREATE TABLE cms_article (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  category_id bigint NOT NULL REFERENCES cms_article_category(id),
  sort int NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('DRAFT','PUBLISHED')),
  like_count int NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  view_count int NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_article_category_idx ON cms_article (category_id, sort, id);

CREATE TABLE cms_article_text (
  article_id bigint NOT NULL REFERENCES cms_article(id),
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (article_id, language)
);

-- A like or a view counts once per user: the counters move only when this row is new.
CREATE TABLE cms_article_look_up (
  article_id bigint NOT NULL REFERENCES cms_article(id),
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  look_up_type text NOT NULL CHECK (look_up_type IN ('LIKE','VIEW')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, user_id, look_up_type)
);
CREATE INDEX cms_article_look_up_user_idx ON cms_article_look_up (user_id);

INSERT INTO cms_article_category (code, sort) VALUES
  ('orders-returns', 1), ('payment', 2), ('delivery', 3), ('membership', 4);

INSERT INTO cms_article_category_text (category_id, language, name)
SELECT c.id, v.language, v.name FROM (VALUES
  ('orders-returns','en','Orders and returns'), ('orders-returns','de','Bestellungen und Rücksendungen'),
  ('orders-returns','zh-CN','订单与退货'), ('orders-returns','nl','Bestellingen en retouren'),
  ('orders-returns','es','Pedidos y devoluciones'), ('orders-returns','sv','Beställningar och returer'),
  ('orders-returns','fr','Commandes et retours'), ('orders-returns','it','Ordini e resi'),
  ('orders-returns','pl','Zamówienia i zwroty'),
  ('payment','en','Payment'), ('payment','de','Bezahlung'), ('payment','zh-CN','支付'),
  ('payment','nl','Betalen'), ('payment','es','Pago'), ('payment','sv','Betalning'),
  ('payment','fr','Paiement'), ('payment','it','Pagamento'), ('payment','pl','Płatności'),
  ('delivery','en','Delivery'), ('delivery','de','Lieferung'), ('delivery','zh-CN','配送'),
  ('delivery','nl','Bezorging'), ('delivery','es','Envío'), ('delivery','sv','Leverans'),
  ('delivery','fr','Livraison'), ('delivery','it','Spedizione'), ('delivery','pl','Dostawa'),
  ('membership','en','Membership'), ('membership','de','Mitgliedschaft'), ('membership','zh-CN','会员'),
  ('membership','nl','Lidmaatschap'), ('membership','es','Membresía'), ('membership','sv','Medlemskap'),
  ('membership','fr','Adhésion'), ('membership','it','Iscrizione'), ('membership','pl','Członkostwo')
) AS v(code, language, name) JOIN cms_article_category c ON c.code = v.code;

INSERT INTO cms_article (code, category_id, sort)
SELECT v.code, c.id, v.sort FROM (VALUES
  ('returns', 'orders-returns', 1), ('withdrawal', 'orders-returns', 2), ('payment-methods', 'payment', 1),
  ('shipping', 'delivery', 1), ('member-rules', 'membership', 1)
) AS v(code, category, sort) JOIN cms_article_category c ON c.code = v.category;

-- The texts (paragraphs separated by blank lines). They state the rules the code applies: the
-- 14-day withdrawal (order-status.ts), the points rules of decision 048, the receipt deadline.
INSERT INTO cms_article_text (article_id, language, title, summary, content)
SELECT a.id, v.language, v.title, v.summary, v.content FROM (VALUES
-- returns
('returns','en', $t$Returns and after-sales$t$, $t$How to return an item, ask for a refund or exchange something that is damaged.$t$,
$t$Open the order under My orders and choose "Apply for after-sales" on the line concerned. Pick the type — refund only, return and refund, or exchange — the quantity, a reason and, if the item is damaged, up to six photos.

The shop answers your application. Once it is accepted, send the goods back to the return address shown and enter the carrier and tracking number on the after-sales page, so the shop can follow the parcel.

Refunds go back to the payment method you used, normally within a few days after the shop has received the goods. Points you used on the order come back in proportion to the refund.$t$),
('returns','de', $t$Rücksendungen und Reklamationen$t$, $t$So senden Sie einen Artikel zurück, verlangen eine Erstattung oder tauschen beschädigte Ware um.$t$,
$t$Öffnen Sie die Bestellung unter „Meine Bestellungen“ und wählen Sie bei der betroffenen Position „Kundendienst beantragen“. Wählen Sie die Art – nur Erstattung, Rücksendung mit Erstattung oder Umtausch –, die Menge, einen Grund und bei Beschädigung bis zu sechs Fotos.

Der Shop beantwortet Ihren Antrag. Sobald er angenommen ist, senden Sie die Ware an die angezeigte Rücksendeadresse und tragen Versanddienst und Sendungsnummer auf der Kundendienstseite ein, damit der Shop das Paket verfolgen kann.

Erstattungen gehen an die Zahlungsart zurück, mit der Sie bezahlt haben, in der Regel wenige Tage nach Eingang der Ware beim Shop. Eingesetzte Punkte erhalten Sie anteilig zur Erstattung zurück.$t$),
('returns','zh-CN', $t$退货与售后$t$, $t$如何退回商品、申请退款或更换损坏的商品。$t$,
$t$在“我的订单”中打开订单，在相应商品行选择“申请售后”。选择类型（仅退款、退货退款或换货）、数量和原因；如商品损坏，可上传最多六张照片。

店铺会处理您的申请。申请通过后，请将商品寄回页面显示的退货地址，并在售后页面填写物流公司和运单号，以便店铺跟踪包裹。

退款将原路退回到您付款时使用的支付方式，通常在店铺收到商品后几天内到账。订单中使用的积分会按退款比例退还。$t$),
('returns','nl', $t$Retourneren en klantenservice$t$, $t$Zo stuurt u een artikel terug, vraagt u een terugbetaling aan of ruilt u een beschadigd product.$t$,
$t$Open de bestelling onder Mijn bestellingen en kies bij de betreffende regel "Klantenservice aanvragen". Kies het soort aanvraag – alleen terugbetaling, retour en terugbetaling of omruilen –, het aantal, een reden en bij schade maximaal zes foto's.

De winkel beoordeelt uw aanvraag. Zodra die is goedgekeurd, stuurt u de artikelen naar het getoonde retouradres en vult u de vervoerder en het trackingnummer in op de servicepagina, zodat de winkel het pakket kan volgen.

Terugbetalingen gaan naar de betaalmethode die u hebt gebruikt, meestal binnen enkele dagen nadat de winkel de artikelen heeft ontvangen. Gebruikte punten krijgt u terug naar verhouding van de terugbetaling.$t$),
('returns','es', $t$Devoluciones y posventa$t$, $t$Cómo devolver un artículo, pedir un reembolso o cambiar un producto dañado.$t$,
$t$Abre el pedido en Mis pedidos y elige «Solicitar posventa» en la línea correspondiente. Indica el tipo —solo reembolso, devolución y reembolso o cambio—, la cantidad, un motivo y, si el artículo está dañado, hasta seis fotos.

La tienda responde a tu solicitud. Cuando la acepte, envía los artículos a la dirección de devolución indicada e introduce el transportista y el número de seguimiento en la página de posventa para que la tienda pueda seguir el paquete.

El reembolso se abona en el mismo método de pago que usaste, normalmente pocos días después de que la tienda reciba los artículos. Los puntos usados en el pedido se devuelven en proporción al reembolso.$t$),
('returns','sv', $t$Returer och kundservice$t$, $t$Så returnerar du en vara, begär återbetalning eller byter en skadad produkt.$t$,
$t$Öppna beställningen under Mina beställningar och välj "Ansök om kundservice" på den berörda raden. Välj typ – endast återbetalning, retur och återbetalning eller byte –, antal, en orsak och, om varan är skadad, upp till sex foton.

Butiken besvarar din ansökan. När den har godkänts skickar du varorna till den returadress som visas och anger fraktbolag och spårningsnummer på kundservicesidan, så att butiken kan följa paketet.

Återbetalningen görs till betalsättet du använde, vanligtvis inom några dagar efter att butiken har tagit emot varorna. Poäng som du använde får du tillbaka i proportion till återbetalningen.$t$),
('returns','fr', $t$Retours et service après-vente$t$, $t$Comment retourner un article, demander un remboursement ou échanger un produit endommagé.$t$,
$t$Ouvrez la commande dans Mes commandes et choisissez « Demander un service après-vente » sur la ligne concernée. Indiquez le type — remboursement seul, retour et remboursement ou échange —, la quantité, un motif et, si l'article est endommagé, jusqu'à six photos.

La boutique répond à votre demande. Une fois acceptée, renvoyez les articles à l'adresse de retour indiquée et saisissez le transporteur et le numéro de suivi sur la page du service après-vente, afin que la boutique puisse suivre le colis.

Le remboursement est effectué sur le moyen de paiement utilisé, en général quelques jours après la réception des articles par la boutique. Les points utilisés sur la commande vous sont rendus au prorata du remboursement.$t$),
('returns','it', $t$Resi e assistanza post-vendita$t$, $t$Come restituire un articolo, chiedere un rimborso o sostituire un prodotto danneggiato.$t$,
$t$Apri l'ordine in I miei ordini e scegli «Richiedi assistanza» sulla riga interessata. Indica il tipo — solo rimborso, reso e rimborso o sostituzione —, la quantità, un motivo e, se l'articolo è danneggiato, fino a sei foto.

Il negozio risponde alla tua richiesta. Una volta accettata, spedisci la merce all'indirizzo di reso indicato e inserisci il corriere e il numero di tracciamento nella pagina dell'assistenza, così il negozio può seguire il pacco.

Il rimborso viene accreditato sul metodo di pagamento usato, di norma pochi giorni dopo che il negozio ha ricevuto la merce. I punti usati nell'ordine ti vengono restituiti in proporzione al rimborso.$t$),
('returns','pl', $t$Zwroty i reklamacje$t$, $t$Jak zwrócić towar, poprosić o zwrot pieniędzy lub wymienić uszkodzony produkt.$t$,
$t$Otwórz zamówienie w sekcji Moje zamówienia i przy danej pozycji wybierz „Złóż wniosek posprzedażowy”. Wybierz rodzaj — tylko zwrot pieniędzy, zwrot towaru i pieniędzy lub wymiana —, ilość, powód, a jeśli towar jest uszkodzony, do sześciu zdjęć.

Sklep rozpatruje Twój wniosek. Po jego akceptacji odeślij towar na podany adres zwrotny i wpisz przewoźnika oraz numer przesyłki na stronie wniosku, aby sklep mógł śledzić paczkę.

Pieniądze wracają na metodę płatności, której użyto, zwykle w ciągu kilku dni od otrzymania towaru przez sklep. Wykorzystane punkty wracają proporcjonalnie do kwoty zwrotu.$t$),
-- withdrawal
('withdrawal','en', $t$Your 14-day right of withdrawal$t$, $t$You may withdraw from a purchase within 14 days of receiving it, without giving a reason.$t$,
$t$As a consumer in the EU and the UK you may withdraw from your purchase within 14 days of the day you received the goods, without giving any reason. Open the delivered order and choose "Withdraw"; the order shows how many days you have left.

Send the goods back within 14 days of your withdrawal. We refund the price and the standard delivery cost within 14 days of receiving your withdrawal; we may wait until the goods are back with the shop.

The right does not apply to goods made to your specification or to gift cards once their code has been used. Items must be returned complete; you only pay for a loss of value caused by handling beyond what is needed to check them.$t$),
('withdrawal','de', $t$Ihr 14-tägiges Widerrufsrecht$t$, $t$Sie können einen Kauf innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen.$t$,
$t$Als Verbraucherin oder Verbraucher in der EU und im Vereinigten Königreich können Sie Ihren Kauf binnen 14 Tagen ab dem Tag, an dem Sie die Ware erhalten haben, ohne Angabe von Gründen widerrufen. Öffnen Sie die gelieferte Bestellung und wählen Sie „Widerrufen“; die Bestellung zeigt, wie viele Tage Ihnen bleiben.

Senden Sie die Ware innerhalb von 14 Tagen nach Ihrem Widerruf zurück. Wir erstatten den Kaufpreis und die Standardversandkosten binnen 14 Tagen nach Eingang des Widerrufs; wir dürfen warten, bis die Ware wieder beim Shop ist.

Das Recht gilt nicht für nach Ihren Vorgaben angefertigte Ware und nicht für Geschenkkarten, deren Code bereits eingelöst wurde. Die Ware muss vollständig zurückkommen; Sie zahlen nur für einen Wertverlust durch einen Umgang, der über die Prüfung hinausgeht.$t$),
('withdrawal','zh-CN', $t$14 天撤回权$t$, $t$收到商品后 14 天内，您可以无理由撤回购买。$t$,
$t$作为欧盟和英国的消费者，您可以在收到商品之日起 14 天内无需说明理由撤回购买。打开已送达的订单并选择“撤回”；订单会显示您还剩多少天。

请在撤回后 14 天内寄回商品。我们会在收到您的撤回申请后 14 天内退还货款和标准运费；在商品退回店铺之前，我们可以暂缓退款。

按您的要求定制的商品，以及代码已被使用的礼品卡，不适用撤回权。商品须完整退回；只有当您的使用超出检查所需范围而导致贬值时，才需承担相应损失。$t$),
('withdrawal','nl', $t$Uw herroepingsrecht van 14 dagen$t$, $t$U kunt een aankoop binnen 14 dagen na ontvangst zonder opgave van redenen herroepen.$t$,
$t$Als consument in de EU en het Verenigd Koninkrijk kunt u uw aankoop binnen 14 dagen na de dag van ontvangst zonder opgave van redenen herroepen. Open de bezorgde bestelling en kies "Herroepen"; de bestelling toont hoeveel dagen u nog hebt.

Stuur de artikelen binnen 14 dagen na uw herroeping terug. Wij betalen de prijs en de standaardverzendkosten binnen 14 dagen na ontvangst van uw herroeping terug; wij mogen wachten tot de artikelen weer bij de winkel zijn.

Het recht geldt niet voor artikelen die naar uw specificaties zijn gemaakt en niet voor cadeaukaarten waarvan de code al is gebruikt. Artikelen moeten compleet terugkomen; u betaalt alleen voor waardeverlies door gebruik dat verder gaat dan nodig is om ze te beoordelen.$t$),
('withdrawal','es', $t$Tu derecho de desistimiento de 14 días$t$, $t$Puedes desistir de una compra en los 14 días siguientes a recibirla, sin dar ningún motivo.$t$,
$t$Como consumidor en la UE y el Reino Unido puedes desistir de tu compra en un plazo de 14 días desde el día en que recibiste los artículos, sin indicar el motivo. Abre el pedido entregado y elige «Desistir»; el pedido muestra cuántos días te quedan.

Devuelve los artículos en los 14 días siguientes a tu desistimiento. Reembolsamos el precio y los gastos de envío estándar en los 14 días siguientes a recibir tu desistimiento; podemos esperar a que los artículos vuelvan a la tienda.

El derecho no se aplica a productos hechos según tus especificaciones ni a tarjetas regalo cuyo código ya se haya usado. Los artículos deben devolverse completos; solo pagas la pérdida de valor causada por una manipulación mayor de la necesaria para comprobarlos.$t$),
('withdrawal','sv', $t$Din ångerrätt på 14 dagar$t$, $t$Du kan ångra ett köp inom 14 dagar efter att du tagit emot varan, utan att ange skäl.$t$,
$t$Som konsument i EU och Storbritannien kan du ångra ditt köp inom 14 dagar från den dag du tog emot varorna, utan att ange något skäl. Öppna den levererade beställningen och välj "Ångra köp"; beställningen visar hur många dagar du har kvar.

Skicka tillbaka varorna inom 14 dagar efter att du ångrat köpet. Vi återbetalar priset och den vanliga fraktkostnaden inom 14 dagar efter att vi fått ditt meddelande; vi får vänta tills varorna är tillbaka hos butiken.

Ångerrätten gäller inte varor som tillverkats efter dina önskemål och inte presentkort vars kod redan har använts. Varorna ska returneras kompletta; du betalar bara för värdeminskning som beror på att du hanterat dem mer än som behövs för att undersöka dem.$t$),
('withdrawal','fr', $t$Votre droit de rétractation de 14 jours$t$, $t$Vous pouvez vous rétracter d'un achat dans les 14 jours suivant sa réception, sans donner de motif.$t$,
$t$En tant que consommateur dans l'UE et au Royaume-Uni, vous pouvez vous rétracter de votre achat dans un délai de 14 jours à compter du jour de réception des articles, sans avoir à vous justifier. Ouvrez la commande livrée et choisissez « Se rétracter » ; la commande indique le nombre de jours restants.

Renvoyez les articles dans les 14 jours suivant votre rétractation. Nous remboursons le prix et les frais de livraison standard dans les 14 jours suivant la réception de votre rétractation ; nous pouvons attendre le retour des articles à la boutique.

Ce droit ne s'applique pas aux produits fabriqués selon vos spécifications ni aux cartes cadeaux dont le code a déjà été utilisé. Les articles doivent être retournés complets ; vous ne payez qu'une éventuelle dépréciation due à des manipulations allant au-delà de ce qui est nécessaire pour les examiner.$t$),
('withdrawal','it', $t$Il tuo diritto di recesso di 14 giorni$t$, $t$Puoi recedere da un acquisto entro 14 giorni dal ricevimento, senza indicarne il motivo.$t$,
$t$Come consumatore nell'UE e nel Regno Unito puoi recedere dal tuo acquisto entro 14 giorni dal giorno in cui hai ricevuto la merce, senza indicarne il motivo. Apri l'ordine consegnato e scegli «Recedi»; l'ordine mostra quanti giorni ti restano.

Restituisci la merce entro 14 giorni dal recesso. Rimborsiamo il prezzo e le spese di spedizione standard entro 14 giorni dal ricevimento del recesso; possiamo attendere che la merce torni al negozio.

Il diritto non vale per i prodotti realizzati su tue indicazioni né per le carte regalo il cui codice è già stato usato. La merce va restituita completa; paghi solo un'eventuale perdita di valore dovuta a una manipolazione che va oltre quanto serve per esaminarla.$t$),
('withdrawal','pl', $t$Twoje 14-dniowe prawo odstąpienia od umowy$t$, $t$Możesz odstąpić od zakupu w ciągu 14 dni od otrzymania towaru, bez podawania przyczyny.$t$,
$t$Jako konsument w UE i Wielkiej Brytanii możesz odstąpić od zakupu w ciągu 14 dni od dnia otrzymania towaru, bez podawania przyczyny. Otwórz dostarczone zamówienie i wybierz „Odstąp od umowy”; zamówienie pokazuje, ile dni Ci pozostało.

Odeślij towar w ciągu 14 dni od odstąpienia. Zwracamy cenę i koszt standardowej dostawy w ciągu 14 dni od otrzymania oświadczenia; możemy wstrzymać zwrot do czasu, gdy towar wróci do sklepu.

Prawo to nie dotyczy towarów wykonanych według Twojej specyfikacji ani kart podarunkowych, których kod został już wykorzystany. Towar należy zwrócić w komplecie; płacisz jedynie za zmniejszenie jego wartości wynikające z korzystania wykraczającego poza sprawdzenie.$t$),
-- payment methods
('payment-methods','en', $t$Payment methods$t$, $t$Cards, wallets and pay-later: what you can use in each storefront.$t$,
$t$At checkout you choose how to pay: a credit or debit card (saved cards too), PayPal, wallet buttons on supported devices, and pay later with Klarna where your storefront offers it. The methods shown depend on the storefront and the order amount.

Card details are entered in the payment provider's secure fields and never reach our servers; we keep only the brand and the last four digits of a saved card. Some payments ask you to confirm with your bank (3-D Secure).

If a payment fails you can try again from the order for as long as it waits for payment; an unpaid order closes automatically at the deadline shown.$t$),
('payment-methods','de', $t$Zahlungsarten$t$, $t$Karten, Wallets und Rechnungskauf: was Sie in welchem Shop nutzen können.$t$,
$t$An der Kasse wählen Sie, wie Sie bezahlen: Kredit- oder Debitkarte (auch gespeicherte Karten), PayPal, Wallet-Schaltflächen auf unterstützten Geräten und späteres Bezahlen mit Klarna, wo Ihr Shop es anbietet. Welche Zahlungsarten erscheinen, hängt vom Shop und vom Bestellbetrag ab.

Kartendaten geben Sie in den sicheren Feldern des Zahlungsdienstleisters ein; sie erreichen unsere Server nie. Von einer gespeicherten Karte behalten wir nur die Marke und die letzten vier Ziffern. Manche Zahlungen bestätigen Sie bei Ihrer Bank (3-D Secure).

Schlägt eine Zahlung fehl, können Sie es in der Bestellung erneut versuchen, solange sie auf Zahlung wartet; eine unbezahlte Bestellung wird zum angezeigten Termin automatisch geschlossen.$t$),
('payment-methods','zh-CN', $t$支付方式$t$, $t$银行卡、电子钱包和先买后付：各站点可用的支付方式。$t$,
$t$结账时您可以选择支付方式：信用卡或借记卡（包括已保存的卡）、PayPal、支持设备上的钱包按钮，以及所在站点提供的 Klarna 先买后付。显示哪些方式取决于站点和订单金额。

卡信息在支付服务商的安全输入框中填写，绝不会传到我们的服务器；对于已保存的卡，我们只保留卡组织和卡号后四位。部分支付需要在银行确认（3-D Secure）。

如果支付失败，只要订单仍在等待付款，您就可以在订单中重新支付；未付款的订单会在显示的截止时间自动关闭。$t$),
('payment-methods','nl', $t$Betaalmethoden$t$, $t$Kaarten, wallets en achteraf betalen: wat u in elke winkel kunt gebruiken.$t$,
$t$Bij het afrekenen kiest u hoe u betaalt: creditcard of betaalpas (ook opgeslagen kaarten), PayPal, walletknoppen op ondersteunde apparaten en achteraf betalen met Klarna waar uw winkel dat aanbiedt. Welke methoden u ziet, hangt af van de winkel en het orderbedrag.

Kaartgegevens vult u in de beveiligde velden van de betaalprovider in; ze bereiken onze servers nooit. Van een opgeslagen kaart bewaren we alleen het merk en de laatste vier cijfers. Sommige betalingen bevestigt u bij uw bank (3-D Secure).

Mislukt een betaling, dan kunt u het opnieuw proberen vanuit de bestelling zolang die op betaling wacht; een onbetaalde bestelling sluit automatisch op de getoonde termijn.$t$),
('payment-methods','es', $t$Métodos de pago$t$, $t$Tarjetas, monederos y pago aplazado: qué puedes usar en cada tienda.$t$,
$t$En el pago eliges cómo pagar: tarjeta de crédito o débito (también tarjetas guardadas), PayPal, botones de monedero en dispositivos compatibles y pago aplazado con Klarna donde tu tienda lo ofrezca. Los métodos que ves dependen de la tienda y del importe del pedido.

Los datos de la tarjeta se introducen en los campos seguros del proveedor de pagos y nunca llegan a nuestros servidores; de una tarjeta guardada solo conservamos la marca y los cuatro últimos dígitos. Algunos pagos te piden confirmar con tu banco (3-D Secure).

Si un pago falla, puedes volver a intentarlo desde el pedido mientras espere el pago; un pedido sin pagar se cierra automáticamente en el plazo indicado.$t$),
('payment-methods','sv', $t$Betalsätt$t$, $t$Kort, plånböcker och betala senare: vad du kan använda i varje butik.$t$,
$t$I kassan väljer du hur du betalar: kredit- eller betalkort (även sparade kort), PayPal, plånboksknappar på enheter som stöder dem och betala senare med Klarna där din butik erbjuder det. Vilka betalsätt som visas beror på butiken och orderbeloppet.

Kortuppgifter anges i betalleverantörens säkra fält och når aldrig våra servrar; av ett sparat kort behåller vi bara märket och de fyra sista siffrorna. Vissa betalningar bekräftar du hos din bank (3-D Secure).

Om en betalning misslyckas kan du försöka igen från beställningen så länge den väntar på betalning; en obetald beställning stängs automatiskt vid den tid som visas.$t$),
('payment-methods','fr', $t$Moyens de paiement$t$, $t$Cartes, portefeuilles et paiement différé : ce que vous pouvez utiliser dans chaque boutique.$t$,
$t$Au paiement, vous choisissez comment payer : carte de crédit ou de débit (y compris les cartes enregistrées), PayPal, boutons de portefeuille sur les appareils compatibles et paiement différé avec Klarna lorsque votre boutique le propose. Les moyens affichés dépendent de la boutique et du montant de la commande.

Les données de carte sont saisies dans les champs sécurisés du prestataire de paiement et n'atteignent jamais nos serveurs ; d'une carte enregistrée, nous ne gardons que la marque et les quatre derniers chiffres. Certains paiements vous demandent une confirmation auprès de votre banque (3-D Secure).

Si un paiement échoue, vous pouvez réessayer depuis la commande tant qu'elle attend le paiement ; une commande impayée est fermée automatiquement à l'échéance indiquée.$t$),
('payment-methods','it', $t$Metodi di pagamento$t$, $t$Carte, portafogli digitali e pagamento posticipato: cosa puoi usare in ogni negozio.$t$,
$t$Al pagamento scegli come pagare: carta di credito o di debito (anche carte salvate), PayPal, pulsanti dei portafogli sui dispositivi compatibili e pagamento posticipato con Klarna dove il tuo negozio lo offre. I metodi mostrati dipendono dal negozio e dall'importo dell'ordine.

I dati della carta si inseriscono nei campi sicuri del fornitore di pagamento e non raggiungono mai i nostri server; di una carta salvata conserviamo solo il circuito e le ultime quattro cifre. Alcuni pagamenti richiedono una conferma presso la tua banca (3-D Secure).

Se un pagamento non va a buon fine puoi riprovare dall'ordine finché è in attesa di pagamento; un ordine non pagato si chiude automaticamente alla scadenza indicata.$t$),
('payment-methods','pl', $t$Metody płatności$t$, $t$Karty, portfele i płatność odroczona: z czego możesz korzystać w każdym sklepie.$t$,
$t$Przy kasie wybierasz sposób płatności: kartę kredytową lub debetową (także zapisane karty), PayPal, przyciski portfeli na obsługiwanych urządzeniach oraz płatność odroczoną Klarna tam, gdzie sklep ją oferuje. Widoczne metody zależą od sklepu i kwoty zamówienia.

Dane karty wpisujesz w bezpiecznych polach operatora płatności i nigdy nie trafiają na nasze serwery; z zapisanej karty przechowujemy tylko markę i cztery ostatnie cyfry. Niektóre płatności wymagają potwierdzenia w banku (3-D Secure).

Jeśli płatność się nie powiedzie, możesz ponowić ją z poziomu zamówienia, dopóki czeka ono na zapłatę; nieopłacone zamówienie zamyka się automatycznie w podanym terminie.$t$),
-- shipping
('shipping','en', $t$Shipping and delivery$t$, $t$Delivery times, tracking your parcel and confirming receipt.$t$,
$t$Each product shows its delivery time before you order. Once the shop has shipped, the order shows the carrier and tracking number, and "Track" follows the parcel step by step. Large orders may arrive in several packages.

When your goods have arrived, confirm receipt in the order. If you do not, receipt is confirmed automatically at the deadline shown; if a parcel is late you can postpone that deadline once.

Some shops offer pick-up in store: you will be told when your order is ready. Shipping costs and any free-shipping threshold are shown in the cart before you pay.$t$),
('shipping','de', $t$Versand und Lieferung$t$, $t$Lieferzeiten, Sendungsverfolgung und Empfangsbestätigung.$t$,
$t$Jeder Artikel zeigt seine Lieferzeit vor der Bestellung. Sobald der Shop versendet hat, stehen Versanddienst und Sendungsnummer in der Bestellung, und „Sendung verfolgen“ zeigt jeden Schritt des Pakets. Große Bestellungen können in mehreren Paketen kommen.

Wenn Ihre Ware angekommen ist, bestätigen Sie den Empfang in der Bestellung. Tun Sie das nicht, gilt der Empfang zum angezeigten Termin automatisch als bestätigt; verspätet sich ein Paket, können Sie diesen Termin einmal verlängern.

Manche Shops bieten Abholung im Geschäft an: Sie erfahren, wann Ihre Bestellung bereitliegt. Versandkosten und eine eventuelle Versandkostenfrei-Grenze sehen Sie im Warenkorb vor dem Bezahlen.$t$),
('shipping','zh-CN', $t$发货与配送$t$, $t$配送时间、包裹跟踪和确认收货。$t$,
$t$每件商品在下单前都会显示配送时间。店铺发货后，订单中会显示物流公司和运单号，点击“查看物流”即可逐步跟踪包裹。较大的订单可能分多个包裹送达。

收到商品后，请在订单中确认收货。如未确认，系统会在显示的截止时间自动确认收货；如果包裹延误，您可以延长一次收货期限。

部分店铺支持到店自提：订单备好后会通知您。运费以及免运费门槛会在付款前显示在购物车中。$t$),
('shipping','nl', $t$Verzending en bezorging$t$, $t$Levertijden, uw pakket volgen en ontvangst bevestigen.$t$,
$t$Elk product toont zijn levertijd voordat u bestelt. Zodra de winkel heeft verzonden, staan de vervoerder en het trackingnummer in de bestelling en volgt "Pakket volgen" het pakket stap voor stap. Grote bestellingen kunnen in meerdere pakketten komen.

Als uw artikelen zijn aangekomen, bevestigt u de ontvangst in de bestelling. Doet u dat niet, dan wordt de ontvangst op de getoonde termijn automatisch bevestigd; is een pakket laat, dan kunt u die termijn één keer verlengen.

Sommige winkels bieden afhalen in de winkel aan: u hoort wanneer uw bestelling klaarligt. Verzendkosten en een eventuele grens voor gratis verzending ziet u in de winkelwagen voordat u betaalt.$t$),
('shipping','es', $t$Envío y entrega$t$, $t$Plazos de entrega, seguimiento del paquete y confirmación de recepción.$t$,
$t$Cada producto muestra su plazo de entrega antes de pedirlo. Cuando la tienda envía el pedido, verás el transportista y el número de seguimiento, y «Seguir envío» muestra cada paso del paquete. Los pedidos grandes pueden llegar en varios paquetes.

Cuando recibas los artículos, confirma la recepción en el pedido. Si no lo haces, la recepción se confirma automáticamente en el plazo indicado; si un paquete se retrasa puedes ampliar ese plazo una vez.

Algunas tiendas ofrecen recogida en tienda: te avisaremos cuando tu pedido esté listo. Los gastos de envío y el importe mínimo para envío gratuito se muestran en el carrito antes de pagar.$t$),
('shipping','sv', $t$Frakt och leverans$t$, $t$Leveranstider, spårning av paketet och bekräftelse av mottagande.$t$,
$t$Varje produkt visar sin leveranstid innan du beställer. När butiken har skickat visas fraktbolag och spårningsnummer i beställningen, och "Spåra" följer paketet steg för steg. Stora beställningar kan komma i flera paket.

När varorna har kommit fram bekräftar du mottagandet i beställningen. Gör du inte det bekräftas mottagandet automatiskt vid den tid som visas; är ett paket försenat kan du skjuta upp tiden en gång.

Vissa butiker erbjuder hämtning i butik: du får besked när beställningen är klar. Fraktkostnader och eventuell gräns för fri frakt visas i varukorgen innan du betalar.$t$),
('shipping','fr', $t$Expédition et livraison$t$, $t$Délais de livraison, suivi du colis et confirmation de réception.$t$,
$t$Chaque produit indique son délai de livraison avant la commande. Dès que la boutique a expédié, la commande affiche le transporteur et le numéro de suivi, et « Suivre le colis » en montre chaque étape. Les grosses commandes peuvent arriver en plusieurs colis.

À l'arrivée de vos articles, confirmez la réception dans la commande. Sinon, la réception est confirmée automatiquement à l'échéance indiquée ; si un colis est en retard, vous pouvez prolonger ce délai une fois.

Certaines boutiques proposent le retrait en magasin : vous êtes prévenu lorsque votre commande est prête. Les frais de port et le seuil éventuel de livraison gratuite sont affichés dans le panier avant le paiement.$t$),
('shipping','it', $t$Spedizione e consegna$t$, $t$Tempi di consegna, tracciamento del pacco e conferma di ricezione.$t$,
$t$Ogni prodotto indica i tempi di consegna prima dell'ordine. Quando il negozio ha spedito, l'ordine mostra il corriere e il numero di tracciamento, e «Traccia spedizione» segue il pacco passo dopo passo. Gli ordini grandi possono arrivare in più pacchi.

Quando la merce è arrivata, conferma la ricezione nell'ordine. Se non lo fai, la ricezione viene confermata automaticamente alla scadenza indicata; se un pacco è in ritardo puoi prorogare la scadenza una volta.

Alcuni negozi offrono il ritiro in negozio: ti avvisiamo quando l'ordine è pronto. Le spese di spedizione e l'eventuale soglia per la spedizione gratuita sono indicate nel carrello prima del pagamento.$t$),
('shipping','pl', $t$Wysyłka i dostawa$t$, $t$Czas dostawy, śledzenie paczki i potwierdzenie odbioru.$t$,
$t$Każdy produkt pokazuje czas dostawy przed złożeniem zamówienia. Gdy sklep wyśle towar, w zamówieniu pojawią się przewoźnik i numer przesyłki, a „Śledź przesyłkę” pokazuje każdy etap paczki. Duże zamówienia mogą przyjść w kilku paczkach.

Po otrzymaniu towaru potwierdź odbiór w zamówieniu. Jeśli tego nie zrobisz, odbiór zostanie potwierdzony automatycznie w podanym terminie; gdy paczka się spóźnia, możesz raz przedłużyć ten termin.

Niektóre sklepy oferują odbiór osobisty: poinformujemy Cię, gdy zamówienie będzie gotowe. Koszty wysyłki i ewentualny próg darmowej dostawy widać w koszyku przed zapłatą.$t$),
-- member rules
('member-rules','en', $t$Member rules: levels, points and growth value$t$, $t$How you earn points and growth value, what your level gives you and when points expire.$t$,
$t$Every account is a member. Paid orders, reviews, sharing, a complete profile and the daily sign-in earn growth value, which raises your level; each level has its own benefits, such as extra points or free shipping. Each event counts once.

Completed orders earn 1 point per €10 paid (or the same value in your currency), plus your level's extra points, rounded up to a whole point. The daily sign-in gives 2 points, with a bonus on the 3rd and 7th day in a row.

At checkout 1 point is worth €0.10, £0.10, 1 kr or 0.50 zł; you can use at least 20 points, in steps of 10, for up to half of an order. Points expire at the end of the calendar year after the year you earned them, and points from a refunded order are returned in proportion.$t$),
('member-rules','de', $t$Mitgliedsregeln: Stufen, Punkte und Wachstumswert$t$, $t$Wie Sie Punkte und Wachstumswert sammeln, was Ihre Stufe bietet und wann Punkte verfallen.$t$,
$t$Jedes Konto ist Mitglied. Bezahlte Bestellungen, Bewertungen, Teilen, ein vollständiges Profil und der tägliche Check-in bringen Wachstumswert, der Ihre Stufe erhöht; jede Stufe hat eigene Vorteile wie Extrapunkte oder kostenlosen Versand. Jedes Ereignis zählt einmal.

Abgeschlossene Bestellungen bringen 1 Punkt je 10 € Zahlbetrag (oder den gleichen Wert in Ihrer Währung) plus die Extrapunkte Ihrer Stufe, aufgerundet auf ganze Punkte. Der tägliche Check-in bringt 2 Punkte, mit einem Bonus am 3. und 7. Tag in Folge.

An der Kasse ist 1 Punkt 0,10 €, 0,10 £, 1 kr oder 0,50 zł wert; Sie können mindestens 20 Punkte in Schritten von 10 für bis zur Hälfte einer Bestellung einsetzen. Punkte verfallen am Ende des Kalenderjahres nach dem Jahr, in dem Sie sie erhalten haben; Punkte aus einer erstatteten Bestellung kommen anteilig zurück.$t$),
('member-rules','zh-CN', $t$会员规则：等级、积分与成长值$t$, $t$如何获得积分和成长值、您的等级有哪些权益，以及积分何时过期。$t$,
$t$每个账户都是会员。已付款订单、评价、分享、完善资料和每日签到都能获得成长值，成长值提升您的等级；每个等级都有各自的权益，例如额外积分或免运费。每个事件只计一次。

已完成的订单每支付 10 欧元（或您所用货币的等值金额）可得 1 积分，再加上您等级的额外积分，向上取整为整数。每日签到可得 2 积分，连续签到第 3 天和第 7 天另有奖励。

结账时 1 积分可抵 0.10 欧元、0.10 英镑、1 瑞典克朗或 0.50 兹罗提；每次至少使用 20 积分，以 10 为单位，最多抵扣订单金额的一半。积分在获得年份的次年年底过期；订单退款时，所用积分按比例退还。$t$),
('member-rules','nl', $t$Ledenregels: niveaus, punten en groeiwaarde$t$, $t$Hoe u punten en groeiwaarde verdient, wat uw niveau u biedt en wanneer punten vervallen.$t$,
$t$Elk account is lid. Betaalde bestellingen, beoordelingen, delen, een volledig profiel en het dagelijkse inchecken leveren groeiwaarde op, die uw niveau verhoogt; elk niveau heeft eigen voordelen, zoals extra punten of gratis verzending. Elke gebeurtenis telt één keer.

Voltooide bestellingen leveren 1 punt per betaalde € 10 op (of dezelfde waarde in uw valuta), plus de extra punten van uw niveau, naar boven afgerond op een heel punt. Dagelijks inchecken geeft 2 punten, met een bonus op de 3e en 7e dag op rij.

Bij het afrekenen is 1 punt € 0,10, £ 0,10, 1 kr of 0,50 zł waard; u gebruikt minimaal 20 punten, in stappen van 10, voor maximaal de helft van een bestelling. Punten vervallen aan het einde van het kalenderjaar na het jaar waarin u ze verdiende; punten van een terugbetaalde bestelling komen naar verhouding terug.$t$),
('member-rules','es', $t$Normas para miembros: niveles, puntos y valor de crecimiento$t$, $t$Cómo ganas puntos y valor de crecimiento, qué te da tu nivel y cuándo caducan los puntos.$t$,
$t$Todas las cuentas son miembros. Los pedidos pagados, las reseñas, compartir, un perfil completo y el registro diario suman valor de crecimiento, que sube tu nivel; cada nivel tiene sus ventajas, como puntos extra o envío gratuito. Cada evento cuenta una vez.

Los pedidos completados dan 1 punto por cada 10 € pagados (o el mismo valor en tu moneda), más los puntos extra de tu nivel, redondeados al alza a un punto entero. El registro diario da 2 puntos, con un extra el 3.º y el 7.º día seguidos.

En el pago 1 punto vale 0,10 €, 0,10 £, 1 kr o 0,50 zł; puedes usar al menos 20 puntos, en múltiplos de 10, para pagar hasta la mitad de un pedido. Los puntos caducan al final del año natural siguiente al año en que los ganaste, y los de un pedido reembolsado se devuelven en proporción.$t$),
('member-rules','sv', $t$Medlemsregler: nivåer, poäng och tillväxtvärde$t$, $t$Hur du tjänar poäng och tillväxtvärde, vad din nivå ger dig och när poäng förfaller.$t$,
$t$Varje konto är medlem. Betalda beställningar, recensioner, delningar, en komplett profil och den dagliga incheckningen ger tillväxtvärde som höjer din nivå; varje nivå har egna förmåner, till exempel extra poäng eller fri frakt. Varje händelse räknas en gång.

Slutförda beställningar ger 1 poäng per betalda 10 € (eller samma värde i din valuta) plus din nivås extra poäng, avrundat uppåt till hela poäng. Den dagliga incheckningen ger 2 poäng, med en bonus dag 3 och dag 7 i rad.

I kassan är 1 poäng värd 0,10 €, 0,10 £, 1 kr eller 0,50 zł; du kan använda minst 20 poäng, i steg om 10, för upp till halva beställningen. Poäng förfaller vid slutet av kalenderåret efter det år du tjänade dem, och poäng från en återbetald beställning återförs i proportion.$t$),
('member-rules','fr', $t$Règles membres : niveaux, points et valeur de croissance$t$, $t$Comment gagner des points et de la valeur de croissance, ce que votre niveau vous apporte et quand les points expirent.$t$,
$t$Chaque compte est membre. Les commandes payées, les avis, les partages, un profil complet et le pointage quotidien rapportent de la valeur de croissance, qui fait monter votre niveau ; chaque niveau a ses avantages, comme des points supplémentaires ou la livraison gratuite. Chaque événement compte une fois.

Les commandes terminées rapportent 1 point par tranche de 10 € payés (ou la même valeur dans votre devise), plus les points supplémentaires de votre niveau, arrondis à l'entier supérieur. Le pointage quotidien rapporte 2 points, avec un bonus le 3e et le 7e jour consécutif.

Au paiement, 1 point vaut 0,10 €, 0,10 £, 1 kr ou 0,50 zł ; vous pouvez utiliser au moins 20 points, par tranches de 10, pour régler jusqu'à la moitié d'une commande. Les points expirent à la fin de l'année civile qui suit celle où vous les avez gagnés ; ceux d'une commande remboursée vous sont rendus au prorata.$t$),
('member-rules','it', $t$Regole per i membri: livelli, punti e valore di crescita$t$, $t$Come guadagni punti e valore di crescita, cosa ti offre il tuo livello e quando scadono i punti.$t$,
$t$Ogni account è un membro. Ordini pagati, recensioni, condivisioni, un profilo completo e il check-in giornaliero danno valore di crescita, che alza il tuo livello; ogni livello ha i suoi vantaggi, come punti extra o spedizione gratuita. Ogni evento conta una volta.

Gli ordini completati danno 1 punto ogni 10 € pagati (o lo stesso valore nella tua valuta), più i punti extra del tuo livello, arrotondati per eccesso a un punto intero. Il check-in giornaliero dà 2 punti, con un bonus il 3° e il 7° giorno consecutivo.

Al pagamento 1 punto vale 0,10 €, 0,10 £, 1 kr o 0,50 zł; puoi usare almeno 20 punti, a multipli di 10, fino a metà dell'importo di un ordine. I punti scadono alla fine dell'anno solare successivo a quello in cui li hai guadagnati; quelli di un ordine rimborsato vengono restituiti in proporzione.$t$),
('member-rules','pl', $t$Zasady członkostwa: poziomy, punkty i wartość rozwoju$t$, $t$Jak zdobywasz punkty i wartość rozwoju, co daje Twój poziom i kiedy punkty wygasają.$t$,
$t$Każde konto jest członkiem programu. Opłacone zamówienia, opinie, udostępnienia, uzupełniony profil i codzienne meldowanie się dają wartość rozwoju, która podnosi Twój poziom; każdy poziom ma własne korzyści, np. dodatkowe punkty lub darmową dostawę. Każde zdarzenie liczy się raz.

Zrealizowane zamówienia dają 1 punkt za każde zapłacone 10 € (lub tę samą wartość w Twojej walucie) plus dodatkowe punkty Twojego poziomu, zaokrąglone w górę do pełnego punktu. Codzienne meldowanie daje 2 punkty, z premią w 3. i 7. dniu z rzędu.

Przy kasie 1 punkt jest wart 0,10 €, 0,10 £, 1 kr lub 0,50 zł; możesz użyć co najmniej 20 punktów, w krokach po 10, na maksymalnie połowę zamówienia. Punkty wygasają z końcem roku kalendarzowego następującego po roku ich zdobycia, a punkty z refundowanego zamówienia wracają proporcjonalnie.$t$)
) AS v(code, language, title, summary, content) JOIN cms_article a ON a.code = v.code;
