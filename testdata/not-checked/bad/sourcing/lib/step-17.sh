step_17() { echo "step 17"; }
