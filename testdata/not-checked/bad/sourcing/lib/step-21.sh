step_21() { echo "step 21"; }
