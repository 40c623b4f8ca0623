step_22() { echo "step 22"; }
