//! Command (III.A): who is out of command, the roll that activates pending orders, new
//! orders of army and corps commanders, and command points.

pub mod activation;
pub mod command_points;
pub mod new_orders;
pub mod out_of_command;
