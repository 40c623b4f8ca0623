step_32() { echo "step 32"; }
