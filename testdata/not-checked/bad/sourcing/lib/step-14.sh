step_14() { echo "step 14"; }
