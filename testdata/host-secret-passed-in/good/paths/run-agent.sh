#!/bin/sh
# A path from $PWD, and names that merely contain a secret word, are not secrets.
docker run --rm -e WORKSPACE="$PWD" -e PASS_ARGS="$ARGS" -e TOKENIZER_PATH="$TOKENIZER" \
  -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
