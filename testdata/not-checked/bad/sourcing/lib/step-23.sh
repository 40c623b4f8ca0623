step_23() { echo "step 23"; }
