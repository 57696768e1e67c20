//! The storage layer under everything that touches a campaign folder: crash-safe writes
//! (atomic files and staged folders, fsynced before and after the rename), the campaign
//! lock (a kernel lock that dies with its process), and safe reading of folders that may
//! come from someone else (regular files of bounded size only, no symbolic link followed,
//! nothing that can block).
//!
//! It uses nothing of the crate but [`crate::error`]; every layer above may use it.

pub mod crash;
pub mod lock;
pub mod read;
pub mod write;

pub use lock::Lock;
pub use read::{kind, list_dir, list_files, read, read_limited, read_text, Kind, MAX_FILE_BYTES};
pub use write::{clean_stale, guard, inside, remove_dir, write_atomic, write_folder};
