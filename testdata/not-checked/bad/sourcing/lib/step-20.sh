step_20() { echo "step 20"; }
