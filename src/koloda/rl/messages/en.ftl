# koloda.rl: texts in English (docs/messages.md). Ids start with "rl-".

# Model files (koloda.rl.network, koloda.rl.train, koloda.rl.neural).
rl-no-model-file = no model file { $path }
rl-not-a-model = { $path } is not a koloda model ({ $error })
rl-model-does-not-fit = { $path } is not a koloda model (its description does not fit it)
rl-model-format = { $path } is not a koloda model (format { $format })

# The neural bot.
rl-neural-needs-torch = the neural bot needs PyTorch to read { $path }: pip install 'koloda[rl]', or play a NumPy export (koloda export) ({ $error })
rl-model-other-game = the model { $path } is for { $trained }, not { $game }
rl-model-other-players = the model { $path } plays { $trained } players, not { $players }
rl-model-other-options = the model plays { $game } with options { $trained }, not this table's
rl-no-shipped-model = no model is shipped for { $game }: train one (koloda train { $game }) and use neural:PATH
rl-no-shipped-model-players = no model is shipped for { $game } with { $players } players: train one (koloda train { $game } --players { $players }) and use neural:PATH

# Training (koloda train).
rl-train-folder-taken = { $folder } already holds a run: resume it or choose another folder
rl-train-learning-rate = learning rates must be above 0
rl-resume-missing = nothing to resume: { $path } is missing
# $key: a setting of the run, $old: its value there, $new: the value asked for.
rl-resume-mismatch = cannot resume: the run in { $folder } has { $key }={ $old }, not { $new }

# Where a run played its games (koloda.rl.train.engines_text): $batch and $python list parts.
rl-train-engines = played in the C batch: { $batch }; one game at a time in Python: { $python }
rl-train-part-self-play = self-play
rl-train-part-rivals = games against the opponents
rl-train-part-teachers = the teachers' games
rl-train-part-score-vs-random = the score against random
rl-train-part-score-vs-best-against = the score for --keep-best-against
rl-train-part-none = nothing

# The batched Durak environment (koloda.rl.batch).
rl-batch-not-built = the batched Durak environment is not built: reinstall koloda where a C compiler is found (Debian: apt-get install gcc python3-dev)
rl-batch-games = a batch holds at least one game, not { $games }

# The batched Palace environment (koloda.rl.palace_batch).
rl-palace-batch-not-built = the batched Palace environment is not built: reinstall koloda where a C compiler is found (Debian: apt-get install gcc python3-dev)
