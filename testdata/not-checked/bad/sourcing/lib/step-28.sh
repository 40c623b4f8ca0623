step_28() { echo "step 28"; }
