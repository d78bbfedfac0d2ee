/** The catalogue's root category: the home page lists its products. */
export const HOME_CATEGORY_ID = 2411;
