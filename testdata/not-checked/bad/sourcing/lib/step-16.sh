step_16() { echo "step 16"; }
