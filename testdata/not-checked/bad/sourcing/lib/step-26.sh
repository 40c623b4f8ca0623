step_26() { echo "step 26"; }
