step_24() { echo "step 24"; }
