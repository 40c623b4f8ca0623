step_15() { echo "step 15"; }
