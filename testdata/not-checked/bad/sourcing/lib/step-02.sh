step_02() { echo "step 02"; }
