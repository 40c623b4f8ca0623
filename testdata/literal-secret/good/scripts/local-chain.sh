#!/usr/bin/env bash
# Contract tests against a local chain. The key is anvil's first default account, which anvil
# prints at start and documents as public; the address is the token contract's, not a secret.
set -euo pipefail
ANVIL_PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
usdc_token_address="0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
search_api_key_arg="opt \"$(printf '%s' "$BRAVE_SEARCH_API_KEY" | sed 's/"/\\"/g')\""
forge create src/Inbox.sol:Inbox --rpc-url http://127.0.0.1:8545 --private-key "$ANVIL_PRIVATE_KEY" \
  --constructor-args "$usdc_token_address"
codex exec "run the contract tests with $search_api_key_arg"
