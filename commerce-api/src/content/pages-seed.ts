import type { AppContext } from '../context.ts';

interface SeedPage {
  slug: string;
  title: { fr: string; en: string };
  html: { fr: string; en: string };
}

/**
 * The shop's information pages as a Cameroonian shop publishes them. Internal links point only at
 * pages the store serves (help centre topics, the contact page, the agencies).
 */
export const SEED_PAGES: SeedPage[] = [
  {
    slug: 'a-propos-de-nous',
    title: { fr: 'À propos de nous', en: 'About us' },
    html: {
      fr: `<p>Boutique Cameroun est une boutique en ligne camerounaise créée à Douala. Nous vendons des téléphones, de l'électroménager, de la TV, de l'informatique, de la mode et des produits de supermarché, avec des prix affichés en FCFA et la garantie des fabricants.</p>
<h2>Notre promesse</h2>
<ul>
<li>Des produits authentiques, achetés auprès des distributeurs officiels des marques (Samsung, Tecno, Infinix, Itel, LG, Hisense…).</li>
<li>La livraison partout au Cameroun : en 24 à 72 heures à Douala et Yaoundé, par transporteur dans les autres villes.</li>
<li>Le retrait gratuit dans nos trois agences de Douala, Yaoundé et Ngaoundéré, ouvertes de 08:00 à 18:00.</li>
<li>Le paiement qui vous convient : mobile money (MTN Mobile Money, Orange Money), à la livraison, ou en tranches pour les marques éligibles.</li>
</ul>
<h2>Nos chiffres</h2>
<p>Plus de 90 000 clients nous font confiance et reçoivent nos offres. Notre service client répond en français et en anglais, du lundi au samedi.</p>
<p>Une question ? Consultez le <a href="/centre-daide">centre d'aide</a> ou venez nous voir dans <a href="/nos-showrooms">nos agences</a>.</p>`,
      en: `<p>Boutique Cameroun is a Cameroonian online shop founded in Douala. We sell phones, home appliances, TVs, computers, fashion and groceries, with prices in FCFA and the manufacturers' warranty.</p>
<h2>Our promise</h2>
<ul>
<li>Genuine products, bought from the brands' official distributors (Samsung, Tecno, Infinix, Itel, LG, Hisense…).</li>
<li>Delivery anywhere in Cameroon: within 24 to 72 hours in Douala and Yaoundé, by carrier to other towns.</li>
<li>Free pick-up at our three agencies in Douala, Yaoundé and Ngaoundéré, open from 08:00 to 18:00.</li>
<li>Pay the way you like: mobile money (MTN Mobile Money, Orange Money), cash on delivery, or in instalments for eligible brands.</li>
</ul>
<h2>In figures</h2>
<p>More than 90,000 customers trust us and receive our offers. Our customer service answers in French and English, Monday to Saturday.</p>
<p>A question? Visit the <a href="/centre-daide">help centre</a> or come and see us at <a href="/nos-showrooms">our agencies</a>.</p>`,
    },
  },
  {
    slug: 'politique-de-retour',
    title: { fr: 'Politique de retour', en: 'Return policy' },
    html: {
      fr: `<p>Vous pouvez retourner un article dans les <strong>7 jours</strong> qui suivent sa livraison ou son retrait en agence.</p>
<h2>Conditions</h2>
<ul>
<li>L'article est complet, dans son emballage d'origine, avec ses accessoires, sa notice et sa facture.</li>
<li>Il n'a pas été utilisé, sauf s'il est défectueux ; un téléphone ne doit pas avoir été réinitialisé avec un compte verrouillé.</li>
<li>Ne peuvent pas être retournés : les produits d'hygiène ouverts, les denrées alimentaires, les cartes de recharge et bons d'achat, les articles personnalisés.</li>
</ul>
<h2>Comment faire</h2>
<ol>
<li>Contactez le service client en indiquant votre numéro de commande et le motif du retour.</li>
<li>Déposez l'article dans l'une de nos agences (Douala, Yaoundé, Ngaoundéré), de 08:00 à 18:00, ou remettez-le au livreur que nous vous envoyons à Douala et Yaoundé.</li>
<li>Après contrôle (3 jours ouvrés au plus), nous échangeons l'article ou vous remboursons.</li>
</ol>
<h2>Remboursement</h2>
<p>Le remboursement se fait par mobile money sur le numéro de votre choix, ou en bon d'achat, sous 5 jours ouvrés après l'acceptation du retour. Les frais de livraison sont remboursés si l'article est défectueux ou ne correspond pas à la commande.</p>
<h2>Article défectueux sous garantie</h2>
<p>Au-delà de 7 jours, un article en panne relève de la garantie du fabricant : notre service après-vente le prend en charge. Voir <a href="/contact-service-apres-vente">contacter le service après-vente</a>.</p>
<p>Plus de détails : <a href="/centre-daide/retour-et-remboursement">retour et remboursement</a>.</p>`,
      en: `<p>You may return an item within <strong>7 days</strong> of its delivery or its pick-up at an agency.</p>
<h2>Conditions</h2>
<ul>
<li>The item is complete, in its original packaging, with its accessories, manual and invoice.</li>
<li>It has not been used, unless it is faulty; a phone must not have been reset with a locked account.</li>
<li>Not returnable: opened hygiene products, food, top-up cards and vouchers, personalised items.</li>
</ul>
<h2>How to return</h2>
<ol>
<li>Contact customer service with your order number and the reason for the return.</li>
<li>Drop the item at one of our agencies (Douala, Yaoundé, Ngaoundéré) between 08:00 and 18:00, or hand it to the courier we send in Douala and Yaoundé.</li>
<li>After inspection (3 working days at most), we exchange the item or refund you.</li>
</ol>
<h2>Refunds</h2>
<p>Refunds are paid by mobile money to the number of your choice, or as a voucher, within 5 working days after the return is accepted. Delivery fees are refunded when the item is faulty or not what you ordered.</p>
<h2>Faulty item under warranty</h2>
<p>After 7 days, a faulty item is covered by the manufacturer's warranty through our after-sales service. See <a href="/contact-service-apres-vente">contact after-sales service</a>.</p>
<p>More details: <a href="/centre-daide/retour-et-remboursement">returns and refunds</a>.</p>`,
    },
  },
  {
    slug: 'conditions-generales-de-vente',
    title: { fr: 'Conditions générales de vente', en: 'Terms and conditions of sale' },
    html: {
      fr: `<p>Les présentes conditions s'appliquent à toute commande passée sur Boutique Cameroun par un client particulier ou professionnel. Passer commande vaut acceptation de ces conditions.</p>
<h2>1. Prix</h2>
<p>Les prix sont indiqués en francs CFA (FCFA), toutes taxes comprises. Les frais de livraison sont indiqués avant la validation de la commande. Un prix promotionnel s'applique pendant la durée affichée de l'offre et dans la limite des stocks.</p>
<h2>2. Commande</h2>
<p>La commande est confirmée par SMS ou e-mail avec son numéro. Nous pouvons vous appeler pour vérifier votre adresse. En vente flash, un seul article par client : une commande qui en contient plusieurs ne sera pas livrée.</p>
<h2>3. Paiement</h2>
<p>Mobile money (MTN Mobile Money, Orange Money), paiement à la livraison, ou paiement en tranches pour les clients éligibles (Itel, Infinix, Samsung, Tecno ; jusqu'à 12 mois). Un bon d'achat ou un code promo se saisit au moment de la commande.</p>
<h2>4. Livraison et retrait</h2>
<p>Livraison en 24 à 72 heures à Douala et Yaoundé, de 1 à 3 jours ou plus dans les autres villes selon le transporteur. Le retrait en agence est gratuit ; une commande à retirer qui n'est pas récupérée dans les 48 heures suivant la date choisie est annulée. Vous pouvez transformer un retrait en livraison à domicile.</p>
<h2>5. Rétractation et retours</h2>
<p>Vous disposez de 7 jours après réception pour retourner un article, dans les conditions de notre <a href="/politique-de-retour">politique de retour</a>.</p>
<h2>6. Garantie</h2>
<p>Les produits bénéficient de la garantie du fabricant (de 1 semaine à 24 mois selon l'article, indiquée sur la fiche produit). La garantie ne couvre pas la casse, l'oxydation ni les dégâts causés par une surtension.</p>
<h2>7. Données personnelles</h2>
<p>Vos données servent à traiter vos commandes et, si vous l'acceptez, à vous envoyer nos offres. Voir notre <a href="/politique-de-confidentialite">politique de confidentialité</a>.</p>
<h2>8. Litiges</h2>
<p>Ces conditions sont soumises au droit camerounais. En cas de désaccord, contactez d'abord notre service client ; à défaut d'accord amiable, les tribunaux de Douala sont compétents.</p>`,
      en: `<p>These terms apply to every order placed on Boutique Cameroun by a private or business customer. Placing an order means accepting them.</p>
<h2>1. Prices</h2>
<p>Prices are in CFA francs (FCFA), all taxes included. Delivery fees are shown before the order is confirmed. A promotional price applies for the displayed duration of the offer and while stocks last.</p>
<h2>2. Orders</h2>
<p>Each order is confirmed by SMS or e-mail with its number. We may call you to check your address. In flash sales, one item per customer: an order holding more than one will not be delivered.</p>
<h2>3. Payment</h2>
<p>Mobile money (MTN Mobile Money, Orange Money), cash on delivery, or instalments for eligible customers (Itel, Infinix, Samsung, Tecno; up to 12 months). A voucher or promo code is entered when ordering.</p>
<h2>4. Delivery and pick-up</h2>
<p>Delivery within 24 to 72 hours in Douala and Yaoundé, 1 to 3 days or more in other towns depending on the carrier. Pick-up at an agency is free; a pick-up order not collected within 48 hours after the chosen date is cancelled. You may switch a pick-up order to home delivery.</p>
<h2>5. Withdrawal and returns</h2>
<p>You have 7 days after receipt to return an item, under our <a href="/politique-de-retour">return policy</a>.</p>
<h2>6. Warranty</h2>
<p>Products carry the manufacturer's warranty (1 week to 24 months depending on the item, shown on the product page). It does not cover breakage, oxidation or damage caused by power surges.</p>
<h2>7. Personal data</h2>
<p>Your data is used to process your orders and, if you agree, to send you our offers. See our <a href="/politique-de-confidentialite">privacy policy</a>.</p>
<h2>8. Disputes</h2>
<p>These terms are governed by Cameroonian law. In case of disagreement, please contact our customer service first; failing an amicable settlement, the courts of Douala have jurisdiction.</p>`,
    },
  },
  {
    slug: 'politique-de-confidentialite',
    title: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
    html: {
      fr: `<p>Boutique Cameroun collecte uniquement les données nécessaires pour traiter vos commandes et améliorer le service, conformément à la loi camerounaise n° 2010/012 relative à la cybersécurité et à la cybercriminalité.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li>Votre nom, vos numéros de téléphone (y compris WhatsApp), votre e-mail, votre ville et votre quartier ;</li>
<li>vos commandes, paiements et échanges avec le service client ;</li>
<li>des mesures anonymes de navigation (pages vues, performances) pour améliorer le site.</li>
</ul>
<h2>Pourquoi</h2>
<p>Pour livrer vos commandes, vous joindre au sujet d'une commande, gérer la garantie et les retours, prévenir la fraude et, uniquement si vous l'avez accepté, vous envoyer notre newsletter et nos offres.</p>
<h2>Avec qui</h2>
<p>Avec nos livreurs et transporteurs (nom, téléphone, adresse), les opérateurs de mobile money pour vos paiements et notre partenaire de paiement en tranches si vous le choisissez. Nous ne vendons jamais vos données.</p>
<h2>Combien de temps</h2>
<p>Les données de commande sont conservées 10 ans pour nos obligations comptables ; les autres données, tant que votre compte est actif puis 3 ans.</p>
<h2>Vos droits</h2>
<p>Vous pouvez consulter, corriger ou supprimer vos données, et vous désabonner de la newsletter à tout moment depuis votre compte ou en <a href="/contact">nous contactant</a>. Voir aussi <a href="/donnees-et-confidentialite">données et confidentialité</a>.</p>`,
      en: `<p>Boutique Cameroun collects only the data needed to process your orders and improve the service, in line with Cameroonian law no. 2010/012 on cybersecurity and cybercrime.</p>
<h2>What we collect</h2>
<ul>
<li>Your name, phone numbers (WhatsApp included), e-mail, town and quarter;</li>
<li>your orders, payments and exchanges with customer service;</li>
<li>anonymous browsing measurements (pages viewed, performance) to improve the site.</li>
</ul>
<h2>Why</h2>
<p>To deliver your orders, reach you about an order, handle warranty and returns, prevent fraud and, only if you agreed, send you our newsletter and offers.</p>
<h2>Who we share it with</h2>
<p>Our couriers and carriers (name, phone, address), mobile money operators for your payments, and our instalment partner if you choose it. We never sell your data.</p>
<h2>How long</h2>
<p>Order data is kept for 10 years for our accounting obligations; other data while your account is active, then 3 years.</p>
<h2>Your rights</h2>
<p>You may access, correct or delete your data, and unsubscribe from the newsletter at any time from your account or by <a href="/contact">contacting us</a>. See also <a href="/donnees-et-confidentialite">data and privacy</a>.</p>`,
    },
  },
  {
    slug: 'donnees-et-confidentialite',
    title: { fr: 'Données et confidentialité', en: 'Data and privacy' },
    html: {
      fr: `<p>En bref, ce que deviennent vos données quand vous commandez chez nous.</p>
<ul>
<li><strong>Votre téléphone</strong> sert à confirmer la commande et à organiser la livraison ; le livreur le reçoit le jour de la livraison seulement.</li>
<li><strong>Votre paiement mobile money</strong> est traité par l'opérateur : nous ne voyons jamais votre code secret.</li>
<li><strong>Votre compte</strong> est protégé par un mot de passe chiffré ; vous pouvez le fermer à tout moment en indiquant la raison.</li>
<li><strong>La newsletter</strong> n'est envoyée qu'après votre confirmation, et chaque message permet de se désabonner.</li>
</ul>
<p>Le détail se trouve dans notre <a href="/politique-de-confidentialite">politique de confidentialité</a>.</p>`,
      en: `<p>In short, what happens to your data when you order from us.</p>
<ul>
<li><strong>Your phone number</strong> confirms the order and arranges delivery; the courier gets it on delivery day only.</li>
<li><strong>Your mobile money payment</strong> is processed by the operator: we never see your PIN.</li>
<li><strong>Your account</strong> is protected by an encrypted password; you may close it at any time, stating the reason.</li>
<li><strong>The newsletter</strong> is sent only after you confirm, and every message lets you unsubscribe.</li>
</ul>
<p>The details are in our <a href="/politique-de-confidentialite">privacy policy</a>.</p>`,
    },
  },
  {
    slug: 'contact-service-apres-vente',
    title: { fr: 'Contacter le service après-vente', en: 'Contact after-sales service' },
    html: {
      fr: `<p>Un appareil acheté chez nous tombe en panne pendant sa garantie ? Notre service après-vente s'en occupe avec le fabricant.</p>
<h2>Avant de nous écrire</h2>
<ul>
<li>Gardez votre numéro de commande et la facture ;</li>
<li>décrivez la panne (ce qui se passe, depuis quand) ;</li>
<li>pour un téléphone, sauvegardez vos données et retirez le verrouillage de votre compte.</li>
</ul>
<h2>Dépôt et délais</h2>
<p>Déposez l'appareil dans l'une de nos <a href="/nos-showrooms">agences</a> de 08:00 à 18:00. Le diagnostic prend 72 heures ; une réparation sous garantie dure en général 7 à 21 jours selon la marque. Nous vous prévenons par SMS dès que l'appareil est prêt.</p>
<p>Écrivez-nous avec le formulaire ci-dessous (sujet « service après-vente ») : un conseiller vous rappelle dans la journée ouvrée.</p>
<p>Voir aussi : <a href="/centre-daide/sav-et-reparation">SAV et réparation</a>.</p>`,
      en: `<p>A device bought from us breaks down under warranty? Our after-sales service handles it with the manufacturer.</p>
<h2>Before you write</h2>
<ul>
<li>Keep your order number and invoice;</li>
<li>describe the fault (what happens, since when);</li>
<li>for a phone, back up your data and remove your account lock.</li>
</ul>
<h2>Drop-off and timing</h2>
<p>Drop the device at one of our <a href="/nos-showrooms">agencies</a> between 08:00 and 18:00. Diagnosis takes 72 hours; a warranty repair usually takes 7 to 21 days depending on the brand. We text you as soon as the device is ready.</p>
<p>Write to us with the form below (subject "after-sales service"): an adviser calls you back within the working day.</p>
<p>See also: <a href="/centre-daide/sav-et-reparation">after-sales and repairs</a>.</p>`,
    },
  },
  {
    slug: 'a-propos-des-retraits',
    title: { fr: 'À propos des retraits en agence', en: 'About pick-up at our agencies' },
    html: {
      fr: `<p>Le retrait en agence est gratuit, dans nos trois agences de Douala, Yaoundé et Ngaoundéré, du lundi au samedi de 08:00 à 18:00.</p>
<h2>Comment ça marche</h2>
<ol>
<li>À la commande, choisissez « Retrait en agence », l'agence et la date de retrait.</li>
<li>Vous recevez un SMS quand votre commande est prête, avec son numéro.</li>
<li>Présentez-vous avec ce numéro et une pièce d'identité ; si vous avez choisi le paiement au retrait, payez sur place par mobile money ou en espèces.</li>
</ol>
<h2>Délai de retrait</h2>
<p>Votre commande vous attend <strong>48 heures</strong> après la date choisie. Passé ce délai, elle est annulée et les articles sont remis en vente. Vous pouvez aussi transformer votre retrait en livraison à domicile depuis votre compte.</p>
<h2>Retrait par un proche</h2>
<p>Un proche peut retirer la commande à votre place avec le numéro de commande, sa pièce d'identité et une copie de la vôtre.</p>
<p>Adresses et horaires : <a href="/nos-showrooms">nos agences</a>.</p>`,
      en: `<p>Pick-up is free at our three agencies in Douala, Yaoundé and Ngaoundéré, Monday to Saturday from 08:00 to 18:00.</p>
<h2>How it works</h2>
<ol>
<li>When ordering, choose "Pick-up at an agency", the agency and the pick-up date.</li>
<li>You get a text message with your order number when it is ready.</li>
<li>Come with that number and an ID; if you chose to pay at pick-up, pay there by mobile money or cash.</li>
</ol>
<h2>Pick-up deadline</h2>
<p>Your order waits for you <strong>48 hours</strong> after the chosen date. After that it is cancelled and the items go back on sale. You may also switch the pick-up to home delivery from your account.</p>
<h2>Collection by someone else</h2>
<p>Someone close to you may collect the order with the order number, their ID and a copy of yours.</p>
<p>Addresses and hours: <a href="/nos-showrooms">our agencies</a>.</p>`,
    },
  },
  {
    slug: 'tout-sur-la-commande',
    title: { fr: 'Tout sur la commande', en: 'All about ordering' },
    html: {
      fr: `<h2>Commander</h2>
<p>Ajoutez les articles au panier, puis validez : nom, téléphone, ville et quartier, livraison ou retrait, moyen de paiement. Un compte n'est pas obligatoire mais il vous permet de suivre vos commandes.</p>
<h2>Confirmation</h2>
<p>Un SMS confirme votre commande avec son numéro. Pour une grosse commande ou une adresse difficile à trouver, un conseiller peut vous appeler.</p>
<h2>Livraison</h2>
<p>24 à 72 heures à Douala et Yaoundé ; 1 à 3 jours ou plus ailleurs selon le transporteur. Le coût dépend de la ville et du poids : il s'affiche avant la validation.</p>
<h2>Modifier ou annuler</h2>
<p>Tant que la commande n'est pas expédiée, vous pouvez l'annuler ou la modifier en contactant le service client. Voir <a href="/centre-daide/annuler-des-commandes">annuler une commande</a>.</p>
<h2>Ventes flash</h2>
<p>Un seul article en vente flash par client : une commande qui en contient plusieurs ne sera pas livrée.</p>
<p>Tout le détail : <a href="/centre-daide/passer-une-commande">passer une commande</a>.</p>`,
      en: `<h2>Ordering</h2>
<p>Add items to your cart, then check out: name, phone, town and quarter, delivery or pick-up, payment method. An account is not required but lets you follow your orders.</p>
<h2>Confirmation</h2>
<p>A text message confirms your order with its number. For a large order or an address that is hard to find, an adviser may call you.</p>
<h2>Delivery</h2>
<p>24 to 72 hours in Douala and Yaoundé; 1 to 3 days or more elsewhere depending on the carrier. The cost depends on the town and weight and is shown before you confirm.</p>
<h2>Changing or cancelling</h2>
<p>Until the order ships, you may cancel or change it by contacting customer service. See <a href="/centre-daide/annuler-des-commandes">cancelling an order</a>.</p>
<h2>Flash sales</h2>
<p>One flash-sale item per customer: an order holding more than one will not be delivered.</p>
<p>All the details: <a href="/centre-daide/passer-une-commande">placing an order</a>.</p>`,
    },
  },
  {
    slug: 'articles-et-stocks',
    title: { fr: 'Articles et stocks', en: 'Items and stock' },
    html: {
      fr: `<p>Le stock affiché sur chaque fiche produit est celui de nos entrepôts et agences, mis à jour à chaque commande.</p>
<ul>
<li><strong>En stock</strong> : l'article part dans les délais annoncés ; la fiche indique les villes où il est disponible tout de suite.</li>
<li><strong>Rupture de stock</strong> : l'article ne peut pas être commandé ; revenez plus tard ou demandez-nous un devis.</li>
<li><strong>Import global</strong> : l'article est commandé chez un fournisseur à l'étranger ; le délai est plus long et indiqué sur la fiche.</li>
<li><strong>Seconde main</strong> : l'article a été contrôlé et reconditionné ; son état et sa garantie sont précisés.</li>
</ul>
<p>Les photos sont non contractuelles : seules les caractéristiques écrites engagent la boutique. Une question sur un article ? <a href="/contact">Contactez-nous</a>.</p>`,
      en: `<p>The stock shown on each product page is that of our warehouses and agencies, updated with every order.</p>
<ul>
<li><strong>In stock</strong>: the item ships within the stated times; the page shows the towns where it is available right away.</li>
<li><strong>Out of stock</strong>: the item cannot be ordered; come back later or ask us for a quote.</li>
<li><strong>Global import</strong>: the item is ordered from a supplier abroad; the delay is longer and shown on the page.</li>
<li><strong>Second hand</strong>: the item has been checked and refurbished; its condition and warranty are stated.</li>
</ul>
<p>Photos are for illustration: only the written specifications bind the shop. A question about an item? <a href="/contact">Contact us</a>.</p>`,
    },
  },
  {
    slug: 'information-inportante',
    title: { fr: 'Information importante', en: 'Important information' },
    html: {
      fr: `<h2>Attention aux arnaques</h2>
<ul>
<li>Nous ne vous demanderons <strong>jamais</strong> votre code secret mobile money, ni par téléphone, ni par SMS, ni sur WhatsApp.</li>
<li>Nos prix sont ceux du site : méfiez-vous des « offres spéciales » envoyées par des numéros inconnus qui demandent un paiement d'avance.</li>
<li>Un paiement se fait uniquement sur la page de commande du site, à la livraison ou en agence.</li>
</ul>
<p>Un doute sur un message reçu en notre nom ? Signalez-le au service client via la page <a href="/contact">contact</a> avant de payer quoi que ce soit.</p>`,
      en: `<h2>Beware of scams</h2>
<ul>
<li>We will <strong>never</strong> ask for your mobile money PIN, by phone, text message or WhatsApp.</li>
<li>Our prices are those on the site: beware of "special offers" from unknown numbers asking for payment in advance.</li>
<li>Payment is made only on the site's checkout page, on delivery or at an agency.</li>
</ul>
<p>In doubt about a message sent in our name? Report it to customer service through the <a href="/contact">contact</a> page before paying anything.</p>`,
    },
  },
  {
    slug: 'comment-acheter',
    title: { fr: 'Comment acheter sur Boutique Cameroun', en: 'How to buy on Boutique Cameroun' },
    html: {
      fr: `<ol>
<li><strong>Trouvez votre article</strong> avec la recherche ou les catégories ; comparez les prix, le stock par ville et la garantie.</li>
<li><strong>Ajoutez-le au panier</strong> et choisissez ses options (couleur, taille…) ; appliquez un code promo si vous en avez un.</li>
<li><strong>Validez la commande</strong> : vos coordonnées, votre ville et votre quartier, la livraison à domicile ou le retrait gratuit en agence.</li>
<li><strong>Payez</strong> par mobile money, à la livraison, ou en tranches pour Itel, Infinix, Samsung et Tecno si vous êtes éligible.</li>
<li><strong>Suivez votre commande</strong> par SMS et depuis votre compte.</li>
</ol>
<p>Besoin d'aide ? Le <a href="/centre-daide">centre d'aide</a> répond aux questions les plus fréquentes.</p>`,
      en: `<ol>
<li><strong>Find your item</strong> with search or the categories; compare prices, stock by town and warranty.</li>
<li><strong>Add it to the cart</strong> and choose its options (colour, size…); apply a promo code if you have one.</li>
<li><strong>Check out</strong>: your details, town and quarter, home delivery or free pick-up at an agency.</li>
<li><strong>Pay</strong> by mobile money, on delivery, or in instalments for Itel, Infinix, Samsung and Tecno if you are eligible.</li>
<li><strong>Follow your order</strong> by text message and from your account.</li>
</ol>
<p>Need help? The <a href="/centre-daide">help centre</a> answers the most frequent questions.</p>`,
    },
  },
  {
    slug: 'career',
    title: { fr: 'Carrières : nous recrutons', en: 'Careers: we are hiring' },
    html: {
      fr: `<p>Rejoignez une équipe camerounaise qui fait grandir le commerce en ligne, à Douala, Yaoundé et Ngaoundéré.</p>
<h2>Postes ouverts</h2>
<ul>
<li><strong>Conseiller(ère) service client bilingue</strong> — Douala, CDI. Français et anglais courants, 1 an d'expérience en centre d'appels.</li>
<li><strong>Livreur moto</strong> — Yaoundé, CDD 6 mois renouvelable. Permis A, connaissance des quartiers de Yaoundé.</li>
<li><strong>Responsable d'agence</strong> — Ngaoundéré, CDI. Gestion de stock et d'équipe, 3 ans d'expérience en commerce de détail.</li>
<li><strong>Technicien(ne) SAV téléphonie</strong> — Douala, CDI. Diagnostic et réparation de smartphones Android.</li>
</ul>
<h2>Postuler</h2>
<p>Envoyez votre CV et une lettre de motivation en indiquant le poste, via notre <a href="/contact">formulaire de contact</a> (sujet « Autre question »). Nous répondons à toutes les candidatures sous 15 jours.</p>`,
      en: `<p>Join a Cameroonian team growing online retail, in Douala, Yaoundé and Ngaoundéré.</p>
<h2>Open positions</h2>
<ul>
<li><strong>Bilingual customer service adviser</strong> — Douala, permanent. Fluent French and English, 1 year of call-centre experience.</li>
<li><strong>Motorbike courier</strong> — Yaoundé, 6-month renewable contract. Category A licence, knowledge of Yaoundé's quarters.</li>
<li><strong>Agency manager</strong> — Ngaoundéré, permanent. Stock and team management, 3 years of retail experience.</li>
<li><strong>Phone repair technician</strong> — Douala, permanent. Diagnosis and repair of Android smartphones.</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV and a cover letter stating the position through our <a href="/contact">contact form</a> (subject "Other question"). We answer every application within 15 days.</p>`,
    },
  },
];

export const SEED_AGENCIES = [
  { town: 'Douala', name: 'Agence de Douala – Akwa', address: { fr: 'Boulevard de la Liberté, face à la pharmacie du Centre, Akwa, Douala', en: 'Boulevard de la Liberté, opposite the Pharmacie du Centre, Akwa, Douala' }, telephone: '233 42 18 90' },
  { town: 'Yaoundé', name: 'Agence de Yaoundé – Bastos', address: { fr: 'Rue 1.750, carrefour Bastos, à côté de la station-service, Yaoundé', en: 'Rue 1.750, Bastos junction, next to the petrol station, Yaoundé' }, telephone: '222 20 61 45' },
  { town: 'Ngaoundéré', name: 'Agence de Ngaoundéré – Centre', address: { fr: 'Avenue Ahmadou Ahidjo, près du marché central, Ngaoundéré', en: 'Avenue Ahmadou Ahidjo, near the central market, Ngaoundéré' }, telephone: '222 25 14 07' },
];

/**
 * Adds the seeded pages a database lacks (pages are never deleted, so a missing one is new) and
 * writes the agencies once per database, so later edits stay.
 */
export async function seedContentOnce(ctx: AppContext): Promise<void> {
  const at = ctx.now().toISOString();
  await ctx.transaction((repos) =>
    repos.content.seedContent({
      at,
      pages: SEED_PAGES.map((p) => ({ slug: p.slug, title_fr: p.title.fr, title_en: p.title.en, html_fr: p.html.fr, html_en: p.html.en })),
      agencies: SEED_AGENCIES.map((a, i) => ({
        town: a.town,
        name: a.name,
        address_fr: a.address.fr,
        address_en: a.address.en,
        telephone: a.telephone,
        opens: '08:00',
        closes: '18:00',
        open_days: '1,2,3,4,5,6',
        position: i,
      })),
    }),
  );
}
