"""200 puzzles of medium score on a 2-worker Dask LocalCluster, written to
Parquet, then read back and rated again."""

import dask.dataframe as dd
from distributed import Client, LocalCluster

from libsudoku.dask import generate_dataset, rate_dataset

if __name__ == "__main__":
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster):
        puzzles = generate_dataset(200, 1, 4, score=(2.5, 3.9))
        puzzles.to_parquet("target/medium.parquet")
        back = rate_dataset(dd.read_parquet("target/medium.parquet", columns=["puzzle"]))
        scores = back.score.compute()
        print(len(scores), scores.min(), scores.max())
