step_12() { echo "step 12"; }
