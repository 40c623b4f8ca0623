step_31() { echo "step 31"; }
