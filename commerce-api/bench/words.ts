/**
 * What shoppers type into the search box, in French and English, with the misspellings and
 * half-typed words of real traffic. The benchmark draws one to three of them per query, so most
 * queries are new to the service's caches, as they are in a day of real searches.
 */
export const SEARCH_WORDS = [
  // brands
  'samsung', 'samsumg', 'tecno', 'techno', 'infinix', 'itel', 'iphone', 'apple', 'xiaomi', 'redmi', 'oppo', 'huawei', 'nokia',
  'hisense', 'lg', 'sony', 'tcl', 'nasco', 'roch', 'binatone', 'oraimo', 'jbl', 'hp', 'dell', 'lenovo', 'asus', 'acer',
  'canon', 'epson', 'playstation', 'ps5', 'xbox', 'nintendo', 'nike', 'adidas', 'puma', 'moulinex', 'philips', 'bosch', 'midea',
  // products, French
  'telephone', 'téléphone', 'portable', 'smartphone', 'tablette', 'ordinateur', 'ordi', 'imprimante', 'clé usb', 'écouteurs',
  'casque', 'enceinte', 'televiseur', 'téléviseur', 'télé', 'tv', 'barre de son', 'frigo', 'réfrigérateur', 'refrigerateur',
  'congélateur', 'machine à laver', 'lave linge', 'climatiseur', 'clim', 'ventilateur', 'cuisinière', 'gazinière', 'mixeur',
  'blender', 'micro onde', 'fer à repasser', 'table', 'chaise', 'canapé', 'matelas', 'lit', 'marmite', 'casserole', 'console',
  'manette', 'jeu', 'riz', 'huile', 'lait', 'savon', 'couches', 'chaussures', 'baskets', 'chemise', 'robe', 'pagne', 'montre',
  'sac', 'panneau solaire', 'solaire', 'batterie', 'onduleur', 'groupe électrogène', 'groupe electrogene', 'générateur',
  'parfum', 'crème', 'lampe', 'pack', 'bon d’achat', 'installation', 'garantie',
  // products, English
  'phone', 'laptop', 'printer', 'headphones', 'speaker', 'television', 'fridge', 'freezer', 'washing machine', 'air conditioner',
  'fan', 'cooker', 'microwave', 'sofa', 'bed', 'mattress', 'pot', 'controller', 'game', 'rice', 'oil', 'soap', 'diapers',
  'shoes', 'sneakers', 'shirt', 'dress', 'watch', 'bag', 'solar panel', 'battery', 'inverter', 'generator', 'perfume', 'cream',
  // attributes and half-typed words
  'noir', 'black', 'blanc', 'white', 'bleu', 'rouge', '128go', '128gb', '256 go', '64gb', '4gb ram', '8go', '55 pouces',
  '43"', '65', '4k', 'smart', 'android', 'double sim', '5000mah', 'inverter', 'a15', 'a05', 'spark', 'camon', 'hot 40', 'note',
  'galaxy', 'pro', 'max', 'mini', 'reconditionné', 'occasion', 'neuf', 'promo', 'pas cher', 'sams', 'tel', 'refri', 'ordinat',
];
