step_19() { echo "step 19"; }
