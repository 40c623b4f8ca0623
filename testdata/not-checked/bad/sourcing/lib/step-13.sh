step_13() { echo "step 13"; }
