#!/usr/bin/env bash
# Start-up at 1,000,000 rows, in one run: the release Subscribe demo from launch to its first frame
# in tmux at 200x60, beside subscribe-model, which builds the same channels with the demo's own model
# code and exits, launched and waited for the same way. Alternates the two ROUNDS times and prints
# the medians and their ratio: the library's share of start-up is what the ratio holds above 1.
#
#   swift build -c release --product subscribe --product subscribe-model
#   bash Benchmarks/startup.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-5}
bin="$(swift build -c release --show-bin-path)"
for product in subscribe subscribe-model; do
  [[ -x "$bin/$product" ]] || { echo "startup.sh: build $product first: swift build -c release --product $product" >&2; exit 2; }
done
command -v tmux >/dev/null || { echo "startup.sh: needs tmux (apt-get install tmux, brew install tmux)" >&2; exit 2; }

socket="cellkit-startup-$$"
tmux_() { tmux -L "$socket" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
tmux_ -f /dev/null new-session -d -s bench -x 200 -y 60 "bash --norc --noprofile"
tmux_ set-option -t bench status off >/dev/null
tmux_ send-keys -t bench "stty sane; clear" Enter
sleep 0.3

now_ms() { echo $(($(date +%s%N) / 1000000)); }
# Milliseconds from sending COMMAND until the screen shows PATTERN, polled as fast as tmux answers.
launch() {
  local command=$1 pattern=$2 start
  tmux_ send-keys -t bench "clear" Enter
  sleep 0.2
  start=$(now_ms)
  tmux_ send-keys -t bench "$command" Enter
  for _ in $(seq 20000); do
    if tmux_ capture-pane -p -t bench | grep -qE -- "$pattern"; then
      echo $(($(now_ms) - start))
      return 0
    fi
  done
  echo "startup.sh: timed out waiting for: $pattern" >&2
  tmux_ capture-pane -p -t bench >&2
  exit 1
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

model=() demo=()
for _ in $(seq "$rounds"); do
  model+=("$(launch "$bin/subscribe-model --rows 1000000" "^built 1000000 channels")")
  demo+=("$(launch "$bin/subscribe --rows 1000000" "\[ Subscribe \]")")
  tmux_ send-keys -t bench q
  # The next launch waits until this one has quit and given its memory back.
  for _ in $(seq 200); do pgrep -x subscribe >/dev/null || break; sleep 0.05; done
done
model_ms=$(printf '%s\n' "${model[@]}" | median)
demo_ms=$(printf '%s\n' "${demo[@]}" | median)
echo "startup.model_only_1m_ms          $model_ms   (each: ${model[*]})"
echo "startup.first_frame_1m_ms         $demo_ms   (each: ${demo[*]})"
echo "startup.first_frame_to_model_only $(awk -v d="$demo_ms" -v m="$model_ms" 'BEGIN { printf "%.2f", d / m }')"
