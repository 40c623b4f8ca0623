#!/usr/bin/env bash
# FLAGS is the function's own: after it returns, the script's empty FLAGS is back.
FLAGS=""

describe() {
  local FLAGS="--dangerously-skip-permissions"
  echo "the container mode would use $FLAGS"
}

describe
claude $FLAGS -p "summarise the changes"
