step_18() { echo "step 18"; }
