step_30() { echo "step 30"; }
