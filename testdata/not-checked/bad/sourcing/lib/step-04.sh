step_04() { echo "step 04"; }
