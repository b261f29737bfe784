/** Query keys of the offers screen (the offer's own query is offerQuery). */
export const offersKeys = {
};
