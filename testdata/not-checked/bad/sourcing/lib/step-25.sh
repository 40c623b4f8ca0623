step_25() { echo "step 25"; }
