import { SANDBOX_TOKENS_PATH } from './sandbox-card-numbers';

/**
 * The sandbox vault's browser script (GET /sandbox-vault/accept.js): the same `Accept.dispatchData`
 * as Authorize.Net's Accept.js, posting the card to the sandbox's own tokenizing endpoint and
 * handing back opaque one-time token data. The card never reaches the portal's API.
 */
export const SANDBOX_VAULT_SCRIPT = `(function () {
  'use strict';
  var endpoint = ${JSON.stringify(SANDBOX_TOKENS_PATH)};
  function failed() {
    return { messages: { resultCode: 'Error', message: [{ code: 'E_WC_14', text: 'Accept.js encryption failed.' }] } };
  }
  function dispatchData(secureData, responseHandler) {
    fetch(endpoint, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ authData: secureData.authData, cardData: secureData.cardData })
    })
      .then(function (response) { return response.json(); })
      .then(responseHandler, function () { responseHandler(failed()); });
  }
  window.Accept = { dispatchData: dispatchData };
})();
`;
